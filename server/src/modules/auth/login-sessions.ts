import type { Database } from '../../db/database';
import { createReadCache, type WriteGeneration } from '../../http/read-cache';
import { generateSessionToken, hashSessionToken } from './secrets';

export const loginSessionPolicy = { lifetimeDays: 30, cookieName: 'sessionid' } as const;

const lifetimeMs = loginSessionPolicy.lifetimeDays * 86_400_000;

export type LoginSessions = ReturnType<typeof createLoginSessions>;

/** Sessions looked up at once (each with a few requests in flight): more take turns. */
const cachedSessions = 10_000;

type ResolvedSession = { userId: string; expiresAt: Date };

/**
 * Server-side sessions: the cookie holds a random token, the table only its hash. Every signed-in
 * request resolves its session, so a resolved one is kept for a moment (`read-cache.ts`): never
 * past its expiry, dropped at once when it ends or is extended here, and when any write through
 * this process (an account's erasure among them) became visible.
 */
export function createLoginSessions(db: Database, writes: WriteGeneration) {
  const resolved = createReadCache<string, ResolvedSession | undefined>({
    generation: writes,
    maxEntries: cachedSessions,
    validUntil: (session) => session.expiresAt.getTime(),
  });
  return {
    /** A session started at `createdAt` (the sign-in request's time). */
    async start(userId: string, userAgent: string | undefined, createdAt: Date): Promise<{ token: string; expiresAt: Date }> {
      const token = generateSessionToken();
      const expiresAt = new Date(createdAt.getTime() + lifetimeMs);
      await db.query(
        `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, user_agent) VALUES ($1, $2, $3, $4, $5)`,
        [hashSessionToken(token), userId, createdAt, expiresAt, userAgent?.slice(0, 300) ?? null],
      );
      return { token, expiresAt };
    },

    /** The session of a token, unless it had expired by `now`. */
    async resolve(token: string, now: Date): Promise<{ userId: string } | undefined> {
      const tokenHash = hashSessionToken(token);
      return resolved.get(tokenHash, async () => {
        const { rows } = await db.query<{ user_id: string; expires_at: Date | string }>(
          `SELECT user_id, expires_at FROM sessions WHERE token_hash = $1 AND expires_at > $2`,
          [tokenHash, now],
        );
        return rows[0] ? { userId: rows[0].user_id, expiresAt: new Date(rows[0].expires_at) } : undefined;
      });
    },

    /** Slides the expiry forward from `now`; undefined when the session is unknown or already expired. */
    async extend(token: string, now: Date): Promise<Date | undefined> {
      const expiresAt = new Date(now.getTime() + lifetimeMs);
      const tokenHash = hashSessionToken(token);
      const { rows } = await db.query<{ user_id: string }>(
        `UPDATE sessions SET expires_at = $2 WHERE token_hash = $1 AND expires_at > $3 RETURNING user_id`,
        [tokenHash, expiresAt, now],
      );
      resolved.delete(tokenHash);
      return rows.length > 0 ? expiresAt : undefined;
    },

    async end(token: string): Promise<void> {
      const tokenHash = hashSessionToken(token);
      await db.query(`DELETE FROM sessions WHERE token_hash = $1`, [tokenHash]);
      resolved.delete(tokenHash);
    },
  };
}
