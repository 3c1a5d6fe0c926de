import type { Database } from '../../db/database';
import { DomainError } from '../../eventstore/decider';

const hourMs = 3_600_000;

/** What is guessed, and who is counted: an account for a gift certificate's code, a client network for a promo code. */
export type WrongGuessKind = 'gift_certificate_code' | 'promo_code';

export type WrongGuessLimit = {
  /** Refuses (429 with Retry-After) a subject past its wrong guesses this hour, before the code is looked at. */
  admit(subject: string): Promise<void>;
  /** Counts a wrong guess. */
  recordWrong(subject: string): Promise<void>;
};

/**
 * A limit of wrong guesses per subject per hour, counted in `wrong_guesses` (write-side migration
 * `0006`): the same on PGlite and PostgreSQL and across processes; rows older than an hour are
 * dropped on the next wrong guess. Simultaneous guesses may pass the limit by the few in flight,
 * which a guesser gains nothing from. Sign-in codes have their own rules (`rate-limits.ts`): they
 * are bounded per mailed code as well as per client.
 */
export function wrongGuessLimit(
  db: Database,
  now: () => Date,
  options: { kind: WrongGuessKind; perHour: number; refusal: (minutes: number) => string },
): WrongGuessLimit {
  const { kind, perHour, refusal } = options;
  return {
    async admit(subject) {
      const at = now();
      const { rows } = await db.query<{ count: number; oldest: Date | string | null }>(
        `SELECT count(*)::int AS count, min(created_at) AS oldest FROM wrong_guesses WHERE kind = $1 AND subject = $2 AND created_at > $3`,
        [kind, subject, new Date(at.getTime() - hourMs)],
      );
      const window = rows[0] ?? { count: 0, oldest: null };
      if (window.count < perHour) return;
      const wait = window.oldest === null ? 3600 : Math.max(1, Math.ceil((new Date(window.oldest).getTime() + hourMs - at.getTime()) / 1000));
      throw new DomainError('too_many', refusal(Math.ceil(wait / 60)), { retry_after: wait });
    },

    async recordWrong(subject) {
      const at = now();
      await db.query(`DELETE FROM wrong_guesses WHERE created_at <= $1`, [new Date(at.getTime() - hourMs)]);
      await db.query(`INSERT INTO wrong_guesses (kind, subject, created_at) VALUES ($1, $2, $3)`, [kind, subject, at]);
    },
  };
}
