import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../eventstore/decider';

const hourMs = 3_600_000;

/** What is guessed, and who is counted: an account for a gift certificate's code, a client network and an account for a promo code. */
export type WrongGuessKind = 'gift_certificate_code' | 'promo_code';

/** One guess admitted and already counted as wrong; `forgive` takes it back when the code was right. */
export type GuessAttempt = { forgive(): Promise<void> };

export type WrongGuessLimit = {
  /**
   * Admits one guess for every subject and counts it as wrong, in one step under a lock per
   * subject, before the code is looked at: simultaneous guesses cannot pass the limit. Refuses
   * (429 with Retry-After) when any subject had its wrong guesses in the hour before `at`.
   */
  attempt(subjects: readonly string[], at: Date): Promise<GuessAttempt>;
};

type Window = { count: number; oldest: Date | string | null };

/**
 * A limit of wrong guesses per subject per hour, counted in `wrong_guesses` (write-side migration
 * `0006`): the same on PGlite and PostgreSQL and across processes; rows older than an hour are
 * dropped on the next guess. `attempt` admits guesses one at a time, so simultaneous ones cannot
 * pass the limit. Sign-in codes have their own rules (`rate-limits.ts`): they are bounded per mailed
 * code as well as per client.
 */
export function wrongGuessLimit(
  db: Database,
  options: { kind: WrongGuessKind; perHour: number; refusal: (minutes: number) => string },
): WrongGuessLimit {
  const { kind, perHour, refusal } = options;
  const hourBefore = (at: Date) => new Date(at.getTime() - hourMs);

  async function windowOf(tx: Queryable, subject: string, at: Date): Promise<Window> {
    const { rows } = await tx.query<Window>(
      `SELECT count(*)::int AS count, min(created_at) AS oldest FROM wrong_guesses WHERE kind = $1 AND subject = $2 AND created_at > $3`,
      [kind, subject, hourBefore(at)],
    );
    return rows[0] ?? { count: 0, oldest: null };
  }

  /** Refuses a subject whose window is full, with the seconds until its oldest guess is an hour old. */
  function refuseWhenFull(window: Window, at: Date): void {
    if (window.count < perHour) return;
    const wait = window.oldest === null ? 3600 : Math.max(1, Math.ceil((new Date(window.oldest).getTime() + hourMs - at.getTime()) / 1000));
    throw new DomainError('too_many', refusal(Math.ceil(wait / 60)), { retry_after: wait });
  }

  const dropOlderThanHour = (at: Date) => db.query(`DELETE FROM wrong_guesses WHERE created_at <= $1`, [hourBefore(at)]);
  const record = (tx: Queryable, subject: string, at: Date) => tx.query(`INSERT INTO wrong_guesses (kind, subject, created_at) VALUES ($1, $2, $3)`, [kind, subject, at]);

  /** Takes back one guess of the subject counted at `at` (the table keeps no id: any such row is the same). */
  async function forgiveOne(subject: string, at: Date): Promise<void> {
    await db.query(
      `DELETE FROM wrong_guesses WHERE ctid = (SELECT ctid FROM wrong_guesses WHERE kind = $1 AND subject = $2 AND created_at = $3 LIMIT 1 FOR UPDATE SKIP LOCKED)`,
      [kind, subject, at],
    );
  }

  return {
    async attempt(subjects, at) {
      // Sorted, so two attempts locking the same subjects cannot wait for each other.
      const counted = [...new Set(subjects)].sort();
      // Outside the locked step: dropping old rows must not make two attempts wait on each other.
      await dropOlderThanHour(at);
      await db.transaction(async (tx) => {
        for (const subject of counted) await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`wrong-guess:${kind}:${subject}`]);
        for (const subject of counted) refuseWhenFull(await windowOf(tx, subject, at), at);
        for (const subject of counted) await record(tx, subject, at);
      });
      return {
        async forgive() {
          for (const subject of counted) await forgiveOne(subject, at);
        },
      };
    },
  };
}
