import type { Database } from '../../db/database';
import { generateSessionToken, hashSessionToken } from './secrets';

export const loginSessionPolicy = { lifetimeDays: 30, cookieName: 'sessionid' } as const;

const lifetimeMs = loginSessionPolicy.lifetimeDays * 86_400_000;

export type LoginSessions = ReturnType<typeof createLoginSessions>;

/** Server-side sessions: the cookie holds a random token, the table only its hash. */
export function createLoginSessions(db: Database, now: () => Date) {
  return {
    async start(userId: string, userAgent: string | undefined): Promise<{ token: string; expiresAt: Date }> {
      const token = generateSessionToken();
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + lifetimeMs);
      await db.query(
        `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, user_agent) VALUES ($1, $2, $3, $4, $5)`,
        [hashSessionToken(token), userId, createdAt, expiresAt, userAgent?.slice(0, 300) ?? null],
      );
      return { token, expiresAt };
    },

    async resolve(token: string): Promise<{ userId: string } | undefined> {
      const { rows } = await db.query<{ user_id: string }>(
        `SELECT user_id FROM sessions WHERE token_hash = $1 AND expires_at > $2`,
        [hashSessionToken(token), now()],
      );
      return rows[0] ? { userId: rows[0].user_id } : undefined;
    },

    /** Slides the expiry forward; false when the session is unknown or already expired. */
    async extend(token: string): Promise<Date | undefined> {
      const expiresAt = new Date(now().getTime() + lifetimeMs);
      const { rows } = await db.query<{ user_id: string }>(
        `UPDATE sessions SET expires_at = $2 WHERE token_hash = $1 AND expires_at > $3 RETURNING user_id`,
        [hashSessionToken(token), expiresAt, now()],
      );
      return rows.length > 0 ? expiresAt : undefined;
    },

    async end(token: string): Promise<void> {
      await db.query(`DELETE FROM sessions WHERE token_hash = $1`, [hashSessionToken(token)]);
    },
  };
}
