import type { Queryable } from '../../db/database';
import type { JobCount, JobState } from './job-queue';

/**
 * The durable store of the in-process job runner: one row per job kind and business id, in the
 * application database (PGlite or PostgreSQL). Every statement the runner needs lives here, so the
 * table's shape is known in one place.
 *
 * States: `waiting` (due at `run_at`, first run or a retry), `running` (claimed; the claim holds
 * while `locked_until` lies ahead and is renewed by the runner), `completed` and `failed` (kept
 * until `keep_until` so a duplicate enqueue is ignored, as BullMQ keeps finished job ids).
 * The table is a write-side migration's (`db/migrations/`), not created here.
 */

export type JobKey = { name: string; jobId: string };

/** A job this runner claimed: it may run it until `lockToken` is taken from it. */
export type ClaimedJob = JobKey & {
  payload: unknown;
  attemptsMade: number;
  /** How many times the job was claimed again after its claim expired (BullMQ's stalled count). */
  stalledCount: number;
  lockToken: string;
};

type ClaimedRow = { name: string; job_id: string; payload: unknown; attempts_made: number; stalled_count: number; lock_token: string };

const at = (epochMs: number) => new Date(epochMs);

/**
 * Adds a waiting job; resolves false when the id is known: pending, running, or finished and still
 * kept. A finished job past its keeping time is replaced, as if BullMQ had already removed it.
 */
export async function insertJob(db: Queryable, job: JobKey & { payload: unknown; runAt: number; now: number }): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO jobs (name, job_id, payload, state, run_at, created_at)
     VALUES ($1, $2, $3::jsonb, 'waiting', $4, $5)
     ON CONFLICT (name, job_id) DO UPDATE SET
       payload = EXCLUDED.payload, state = 'waiting', run_at = EXCLUDED.run_at, attempts_made = 0, stalled_count = 0,
       lock_token = NULL, locked_until = NULL, keep_until = NULL, last_error = NULL, created_at = EXCLUDED.created_at
     WHERE jobs.state IN ('completed', 'failed') AND jobs.keep_until <= EXCLUDED.created_at
     RETURNING job_id`,
    [job.name, job.jobId, JSON.stringify(job.payload), at(job.runAt), at(job.now)],
  );
  return rows.length === 1;
}

/**
 * Claims up to `limit` due jobs of the given kinds in one statement: waiting jobs whose time has
 * come, and running jobs whose claim expired because their runner died (stalled), unless one of
 * `heldTokens` (the live runners of the claiming process) holds it. SKIP LOCKED lets several
 * processes on one PostgreSQL claim side by side without taking the same job.
 */
export async function claimDueJobs(
  db: Queryable,
  claim: { kinds: readonly string[]; limit: number; now: number; leaseMs: number; lockToken: string; heldTokens?: readonly string[] },
): Promise<ClaimedJob[]> {
  const { rows } = await db.query<ClaimedRow>(
    `UPDATE jobs SET
       state = 'running', lock_token = $4, locked_until = $5,
       stalled_count = stalled_count + CASE WHEN jobs.state = 'running' THEN 1 ELSE 0 END
     WHERE (name, job_id) IN (
       SELECT name, job_id FROM jobs
       WHERE name = ANY($1::text[])
         AND ((state = 'waiting' AND run_at <= $2) OR (state = 'running' AND locked_until <= $2 AND NOT lock_token = ANY($6::text[])))
       ORDER BY run_at
       LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING name, job_id, payload, attempts_made, stalled_count, lock_token`,
    [claim.kinds, at(claim.now), claim.limit, claim.lockToken, at(claim.now + claim.leaseMs), claim.heldTokens ?? []],
  );
  return rows.map((row) => ({
    name: row.name,
    jobId: row.job_id,
    payload: row.payload,
    attemptsMade: row.attempts_made,
    stalledCount: row.stalled_count,
    lockToken: row.lock_token,
  }));
}

/** When the next job of these kinds falls due (a waiting job's time or a claim's expiry), if any. */
export async function nextDueAt(db: Queryable, kinds: readonly string[]): Promise<number | undefined> {
  const { rows } = await db.query<{ due: Date | string | null }>(
    `SELECT min(CASE WHEN state = 'waiting' THEN run_at ELSE locked_until END) AS due
     FROM jobs WHERE name = ANY($1::text[]) AND state IN ('waiting', 'running')`,
    [kinds],
  );
  const due = rows[0]?.due;
  return due === null || due === undefined ? undefined : new Date(due).getTime();
}

/** Extends a running job's claim; false when the claim was lost (expired and taken by another run). */
export async function renewClaim(db: Queryable, job: ClaimedJob, lockedUntil: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE jobs SET locked_until = $4 WHERE name = $1 AND job_id = $2 AND lock_token = $3 AND state = 'running' RETURNING job_id`,
    [job.name, job.jobId, job.lockToken, at(lockedUntil)],
  );
  return rows.length === 1;
}

export type JobOutcome =
  | { state: 'completed'; attemptsMade: number; keepUntil: number }
  | { state: 'failed'; attemptsMade: number; keepUntil: number; error: string }
  | { state: 'waiting'; attemptsMade: number; runAt: number; error: string };

/** Records how a claimed run ended; false when the claim was lost meanwhile (nothing is written). */
export async function settleJob(db: Queryable, job: ClaimedJob, outcome: JobOutcome): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE jobs SET
       state = $4, attempts_made = $5, run_at = coalesce($6, run_at), keep_until = $7, last_error = $8,
       lock_token = NULL, locked_until = NULL
     WHERE name = $1 AND job_id = $2 AND lock_token = $3 AND state = 'running'
     RETURNING job_id`,
    [
      job.name,
      job.jobId,
      job.lockToken,
      outcome.state,
      outcome.attemptsMade,
      outcome.state === 'waiting' ? at(outcome.runAt) : null,
      outcome.state === 'waiting' ? null : at(outcome.keepUntil),
      outcome.state === 'completed' ? null : outcome.error,
    ],
  );
  return rows.length === 1;
}

/** Removes a job that has not started (waiting, first run or retry); false when there is none. */
export async function deleteWaitingJob(db: Queryable, key: JobKey): Promise<boolean> {
  const { rows } = await db.query(`DELETE FROM jobs WHERE name = $1 AND job_id = $2 AND state = 'waiting' RETURNING job_id`, [key.name, key.jobId]);
  return rows.length === 1;
}

/** Removes a job with its payload unless it is running. */
export async function deleteJobUnlessRunning(db: Queryable, key: JobKey): Promise<void> {
  await db.query(`DELETE FROM jobs WHERE name = $1 AND job_id = $2 AND state <> 'running'`, [key.name, key.jobId]);
}

/** Drops finished jobs past their keeping time (BullMQ's removeOnComplete / removeOnFail by age). */
export async function deleteExpiredJobs(db: Queryable, now: number): Promise<number> {
  const { rows } = await db.query(`DELETE FROM jobs WHERE state IN ('completed', 'failed') AND keep_until <= $1 RETURNING job_id`, [at(now)]);
  return rows.length;
}

/** Unfinished and failed jobs per kind and state; a waiting job due later counts as `delayed`, as in BullMQ. */
export async function countJobs(db: Queryable, now: number): Promise<JobCount[]> {
  const { rows } = await db.query<{ name: string; state: JobState; n: string | number }>(
    `SELECT name, CASE WHEN state = 'waiting' AND run_at > $1 THEN 'delayed' WHEN state = 'running' THEN 'active' ELSE state END AS state, count(*) AS n
     FROM jobs WHERE state <> 'completed' GROUP BY 1, 2`,
    [new Date(now)],
  );
  return rows.map((row) => ({ queue: row.name, state: row.state, count: Number(row.n) }));
}
