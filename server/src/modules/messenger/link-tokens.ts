import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { MessengerChannelName } from '../../adapters/messenger/messenger-channel';
import type { MessengerRole } from './events';

/** How long a deep link opens the chat's linking: an hour. */
export const linkTokenLifetimeMs = 60 * 60 * 1000;

/** Whom a redeemed token links. */
export type LinkOwner = { userId: string; role: MessengerRole };

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export type LinkTokens = ReturnType<typeof createLinkTokens>;

/**
 * The one-time tokens of the deep links (`messenger_link_tokens`): random, kept only as a hash,
 * good for an hour and for one chat. A fresh token replaces the account's unused ones.
 */
export function createLinkTokens(db: Queryable) {
  return {
    async issue(owner: LinkOwner, channel: MessengerChannelName, now: Date): Promise<{ token: string; expiresAt: Date }> {
      // 24 random bytes: 32 characters of A-Z, a-z, 0-9, _ and -, as Telegram's start parameter allows (up to 64).
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now.getTime() + linkTokenLifetimeMs);
      await db.query(`DELETE FROM messenger_link_tokens WHERE user_id = $1 AND channel = $2 AND role = $3 AND used_at IS NULL`, [owner.userId, channel, owner.role]);
      await db.query(`INSERT INTO messenger_link_tokens (token_hash, user_id, channel, role, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
        hashOf(token), owner.userId, channel, owner.role, expiresAt,
      ]);
      return { token, expiresAt };
    },

    /** Uses the token up: its owner while it is unused and unexpired, undefined otherwise (a second use finds it used). */
    async redeem(channel: MessengerChannelName, token: string, now: Date): Promise<LinkOwner | undefined> {
      const { rows } = await db.query<{ user_id: string; role: MessengerRole }>(
        `UPDATE messenger_link_tokens SET used_at = $3
          WHERE token_hash = $1 AND channel = $2 AND used_at IS NULL AND expires_at > $3
          RETURNING user_id, role`,
        [hashOf(token), channel, now],
      );
      return rows[0] && { userId: rows[0].user_id, role: rows[0].role };
    },
  };
}
