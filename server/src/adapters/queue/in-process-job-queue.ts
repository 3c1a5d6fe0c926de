import { randomUUID } from 'node:crypto';
import type { Logger } from '../../config/logger';
import type { Database } from '../../db/database';
import {
  backoffDelayMs,
  finishedJobRetention,
  type AnyJobDefinition,
  type EnqueueOptions,
  type JobDefinition,
  type JobQueue,
} from './job-queue';
import {
  claimDueJobs,
  deleteExpiredJobs,
  countJobs,
  deleteJobUnlessRunning,
  deleteWaitingJob,
  insertJob,
  nextDueAt,
  renewClaim,
  settleJob,
  type ClaimedJob,
  type JobOutcome,
} from './jobs-table';
import { runJob } from './job-run';

/**
 * The embedded default (no `REDIS_URL`): the same processors run inside the server process, and
 * the jobs are kept in the application database (`jobs-table.ts`), so a restart, even `kill -9`,
 * loses none: pending and delayed jobs keep their time, retries their attempt count, and a job
 * that was running when the process died is claimed again once its claim expires.
 *
 * Why not pg-boss or graphile-worker: both need a node-postgres pool of their own (graphile-worker
 * also LISTEN/NOTIFY on a dedicated connection, pg-boss its own schema of functions and a
 * maintenance loop), and neither opens on embedded PGlite, a single in-process connection behind
 * our `Database` port. Nor do their dedup rules match BullMQ's, which this runner must mirror:
 * graphile-worker's job_key replaces a pending job and forgets completed ones, pg-boss deduplicates
 * by singleton keys with their own windows. The runner below is a handful of statements on one table.
 */

export type InProcessJobQueueOptions = {
  db: Database;
  logger: Logger;
  /** The clock due jobs are decided by, injected for tests of timing; the default is the wall clock. */
  now?: () => number;
  /** The clock a run's `now` is read from when it starts (the services' `now`); the default is the wall clock. */
  clock?: () => Date;
  /**
   * How long a claim holds without renewal (BullMQ's lockDuration, 30 s). A running job renews it
   * every half lease; a job whose runner died is claimed again once it expires.
   */
  leaseMs?: number;
  /** How often the table is looked at when nothing local woke the runner (another process's enqueue). */
  pollIntervalMs?: number;
  /** Jobs run at the same time in this process, across all kinds. */
  concurrency?: number;
};

/**
 * The claim tokens of the runners alive in this process. A claim never takes a job one of them
 * holds, even once its lease has lapsed: a lapse inside a live process only means its event loop
 * was starved (a CPU-bound request, a long GC) past the renewal, and running the job again would
 * send its mail or receipt twice. Only a job of another process (one that died) is taken over.
 */
const runnersOfThisProcess = new Set<string>();

/** BullMQ's maxStalledCount: a job found stalled more often than this fails instead of running again. */
const maxStalledCount = 1;
const expiredJobsSweepMs = 60_000;

/**
 * Returns the runner over the `jobs` table (a write-side migration's: `migrateWriteSide` runs
 * first); `startWorkers` starts taking jobs.
 */
export async function openInProcessJobQueue(options: InProcessJobQueueOptions): Promise<JobQueue> {
  return createInProcessJobQueue(options);
}

function createInProcessJobQueue(options: InProcessJobQueueOptions): JobQueue {
  const { db, logger } = options;
  const now = options.now ?? Date.now;
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 30_000;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const concurrency = options.concurrency ?? 8;
  const workers = new Map<string, AnyJobDefinition>();
  /** This runner's claim token: its claims are recognised by it, and never taken by this process again. */
  const lockToken = randomUUID();
  runnersOfThisProcess.add(lockToken);
  const running = new Set<Promise<void>>();
  let closed = false;
  let loop: Promise<void> | undefined;
  let lastSweep = 0;
  /** Ends the runner's current sleep; a wake-up while it is busy makes its next sleep end at once. */
  let wakeUp: () => void = () => void (wokenWhileBusy = true);
  let wokenWhileBusy = false;

  function sleep(ms: number): Promise<void> {
    if (wokenWhileBusy) {
      wokenWhileBusy = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = () => void (wokenWhileBusy = true);
        resolve();
      }
      wakeUp = done;
    });
  }

  async function claimAndStart(): Promise<number> {
    const free = concurrency - running.size;
    if (free <= 0) return 0;
    const claimed = await claimDueJobs(db, { kinds: [...workers.keys()], limit: free, now: now(), leaseMs, lockToken, heldTokens: [...runnersOfThisProcess] });
    for (const job of claimed) {
      const run = execute(job)
        .catch((error: unknown) => logger.error({ job: job.name, jobId: job.jobId, err: error }, 'job outcome could not be recorded'))
        .finally(() => {
          running.delete(run);
          wakeUp();
        });
      running.add(run);
    }
    return claimed.length;
  }

  async function sweepExpired(): Promise<void> {
    if (now() - lastSweep < expiredJobsSweepMs) return;
    lastSweep = now();
    const removed = await deleteExpiredJobs(db, now());
    if (removed > 0) logger.debug({ removed }, 'finished jobs past their keeping time removed');
  }

  async function runLoop(): Promise<void> {
    while (!closed) {
      let waitMs = pollIntervalMs;
      try {
        await sweepExpired();
        const free = concurrency - running.size;
        const claimed = await claimAndStart();
        // A full batch may leave more due jobs behind; a full house waits for a job to finish.
        if (free > 0 && claimed === free) continue;
        if (running.size < concurrency) {
          const due = await nextDueAt(db, [...workers.keys()]);
          if (due !== undefined) waitMs = Math.min(pollIntervalMs, Math.max(0, due - now()));
        }
      } catch (error) {
        logger.error({ err: error }, 'job runner could not read the jobs table; trying again');
      }
      if (!closed) await sleep(waitMs);
    }
  }

  /** Keeps the claim alive while the processor runs, as BullMQ's worker extends its lock. */
  function holdClaim(job: ClaimedJob, context: object): () => void {
    const timer = setInterval(() => {
      renewClaim(db, job, now() + leaseMs)
        .then((held) => {
          if (!held) logger.warn(context, 'job claim lost while running (it expired and the job was claimed again)');
        })
        .catch((error: unknown) => logger.error({ ...context, err: error }, 'job claim could not be renewed'));
    }, leaseMs / 2);
    return () => clearInterval(timer);
  }

  async function execute(job: ClaimedJob): Promise<void> {
    const definition = workers.get(job.name)!;
    const attempt = job.attemptsMade + 1;
    const context = { job: job.name, jobId: job.jobId, attempt };
    const settle = async (outcome: JobOutcome) => {
      if (!(await settleJob(db, job, outcome))) logger.warn({ ...context, state: outcome.state }, 'job claim was lost; its outcome is not recorded');
    };
    const failedOutcome = (error: string): JobOutcome => ({ state: 'failed', attemptsMade: attempt, keepUntil: now() + finishedJobRetention.failedMs, error });

    if (job.stalledCount > maxStalledCount) {
      logger.error(context, 'job stalled more often than allowed (its process died while running it), giving up');
      return settle(failedOutcome('job stalled more than allowable limit'));
    }
    if (job.stalledCount > 0) logger.warn(context, 'job was running in a process that stopped; running it again');
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) {
      // A payload that does not parse will not parse on a retry either.
      logger.error({ ...context, err: parsed.error }, 'job payload is invalid, giving up');
      return settle(failedOutcome(parsed.error.message));
    }
    const release = holdClaim(job, context);
    try {
      await runJob(definition, parsed.data, { attempt, jobId: job.jobId, now: clock() });
      release();
      await settle({ state: 'completed', attemptsMade: attempt, keepUntil: now() + finishedJobRetention.completedMs });
    } catch (error) {
      release();
      const message = error instanceof Error ? error.message : String(error);
      if (attempt < definition.attempts) {
        const retryInMs = backoffDelayMs(definition.backoffMs, attempt);
        logger.warn({ ...context, err: error, retryInMs }, 'job failed, will retry');
        await settle({ state: 'waiting', attemptsMade: attempt, runAt: now() + retryInMs, error: message });
      } else {
        logger.error({ ...context, err: error }, 'job failed, giving up');
        await settle(failedOutcome(message));
      }
    }
  }

  return {
    async enqueue<Payload>(definition: JobDefinition<Payload>, payload: Payload, enqueueOptions: EnqueueOptions) {
      if (closed) throw new Error(`Job queue is closed; cannot enqueue ${definition.name} ${enqueueOptions.jobId}`);
      const validated = definition.payload.parse(payload);
      const enqueuedAt = now();
      const added = await insertJob(db, {
        name: definition.name,
        jobId: enqueueOptions.jobId,
        payload: validated,
        runAt: enqueuedAt + (enqueueOptions.delayMs ?? 0),
        now: enqueuedAt,
      });
      if (!added) logger.debug({ job: definition.name, jobId: enqueueOptions.jobId }, 'job already known, enqueue ignored');
      else if (workers.has(definition.name)) wakeUp();
    },

    cancel: (definition, jobId) => deleteWaitingJob(db, { name: definition.name, jobId }),

    forget: (definition, jobId) => deleteJobUnlessRunning(db, { name: definition.name, jobId }),

    counts: () => countJobs(db, now()),

    async startWorkers(definitions) {
      for (const definition of definitions) workers.set(definition.name, definition);
      if (closed || workers.size === 0) return;
      loop ??= runLoop();
      wakeUp();
    },

    async close() {
      closed = true;
      wakeUp();
      await loop;
      // Running jobs finish and record their outcome; a failure meanwhile is stored as a retry,
      // which the next start runs.
      while (running.size > 0) await Promise.allSettled([...running]);
      runnersOfThisProcess.delete(lockToken);
    },
  };
}
