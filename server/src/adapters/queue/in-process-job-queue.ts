import type { Logger } from '../../config/logger';
import {
  backoffDelayMs,
  finishedJobRetention,
  type AnyJobDefinition,
  type EnqueueOptions,
  type JobDefinition,
  type JobQueue,
} from './job-queue';


/** The longest delay setTimeout honours. */
const maxTimerMs = 2 ** 31 - 1;
/**
 * The embedded default: the same processors run inside the server process, so `npm start` works
 * with nothing installed. Jobs live in memory only; a restart loses the ones not yet run, which the
 * embedded mode accepts (login codes expire within minutes anyway).
 */

type Job = {
  definition: AnyJobDefinition;
  jobId: string;
  /** A JSON copy of the validated payload, as BullMQ would store it. */
  payload: unknown;
  failedAttempts: number;
  state: 'scheduled' | 'waiting-for-worker' | 'running';
  timer?: NodeJS.Timeout;
};

export type InProcessJobQueueOptions = {
  /** Injected for tests of the retention; the default is the wall clock. */
  now?: () => number;
};

export function createInProcessJobQueue(logger: Logger, options: InProcessJobQueueOptions = {}): JobQueue {
  const now = options.now ?? Date.now;
  const jobs = new Map<string, Job>();
  /** Finished job keys and when they stop being known (see `finishedJobRetention`). */
  const finished = new Map<string, number>();
  const workers = new Map<string, AnyJobDefinition>();
  const running = new Set<Promise<void>>();
  let closed = false;

  const keyOf = (name: string, jobId: string) => `${name}\u0000${jobId}`;

  function isKnown(key: string): boolean {
    if (jobs.has(key)) return true;
    const knownUntil = finished.get(key);
    if (knownUntil === undefined) return false;
    if (knownUntil > now()) return true;
    finished.delete(key);
    return false;
  }

  function forget(job: Job, outcome: 'completed' | 'failed'): void {
    const key = keyOf(job.definition.name, job.jobId);
    jobs.delete(key);
    const retention = outcome === 'completed' ? finishedJobRetention.completedMs : finishedJobRetention.failedMs;
    finished.set(key, now() + retention);
    // Map iteration is insertion order, so the oldest entries go first once they expire.
    for (const [staleKey, knownUntil] of finished) {
      if (knownUntil > now()) break;
      finished.delete(staleKey);
    }
  }

  function schedule(job: Job, delayMs: number): void {
    job.state = 'scheduled';
    // setTimeout fires at once for delays above 2^31-1 ms (about 24.8 days): wait in steps.
    const step = Math.min(delayMs, maxTimerMs);
    job.timer = setTimeout(() => {
      job.timer = undefined;
      if (delayMs > step) return schedule(job, delayMs - step);
      if (workers.has(job.definition.name)) startRun(job);
      else job.state = 'waiting-for-worker';
    }, step);
  }

  function startRun(job: Job): void {
    job.state = 'running';
    const run = execute(job).finally(() => running.delete(run));
    running.add(run);
  }

  async function execute(job: Job): Promise<void> {
    const definition = workers.get(job.definition.name) ?? job.definition;
    const attempt = job.failedAttempts + 1;
    const context = { job: definition.name, jobId: job.jobId, attempt };
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) {
      // A payload that does not parse will not parse on a retry either.
      logger.error({ ...context, err: parsed.error }, 'job payload is invalid, giving up');
      forget(job, 'failed');
      return;
    }
    try {
      await definition.process(parsed.data, { attempt, jobId: job.jobId });
      forget(job, 'completed');
    } catch (error) {
      job.failedAttempts = attempt;
      if (attempt < definition.attempts && !closed) {
        const delayMs = backoffDelayMs(definition.backoffMs, attempt);
        logger.warn({ ...context, err: error, retryInMs: delayMs }, 'job failed, will retry');
        schedule(job, delayMs);
      } else {
        logger.error({ ...context, err: error }, closed ? 'job failed during shutdown, not retried' : 'job failed, giving up');
        forget(job, 'failed');
      }
    }
  }

  return {
    async enqueue<Payload>(definition: JobDefinition<Payload>, payload: Payload, options: EnqueueOptions) {
      if (closed) throw new Error(`Job queue is closed; cannot enqueue ${definition.name} ${options.jobId}`);
      const validated = definition.payload.parse(payload);
      const key = keyOf(definition.name, options.jobId);
      if (isKnown(key)) {
        logger.debug({ job: definition.name, jobId: options.jobId }, 'job already known, enqueue ignored');
        return;
      }
      const job: Job = {
        definition,
        jobId: options.jobId,
        // The JSON round trip makes a payload that only works in memory fail here, not in production on Redis.
        payload: JSON.parse(JSON.stringify(validated)) as unknown,
        failedAttempts: 0,
        state: 'scheduled',
      };
      jobs.set(key, job);
      schedule(job, options.delayMs ?? 0);
    },

    async cancel(definition, jobId) {
      const key = keyOf(definition.name, jobId);
      const job = jobs.get(key);
      if (!job || job.state === 'running') return false;
      clearTimeout(job.timer);
      jobs.delete(key);
      return true;
    },

    async forget(definition, jobId) {
      const key = keyOf(definition.name, jobId);
      const job = jobs.get(key);
      if (job && job.state !== 'running') {
        clearTimeout(job.timer);
        jobs.delete(key);
      }
      finished.delete(key);
    },

    async startWorkers(definitions) {
      for (const definition of definitions) workers.set(definition.name, definition);
      for (const job of jobs.values()) {
        if (job.state === 'waiting-for-worker' && workers.has(job.definition.name)) startRun(job);
      }
    },

    async close() {
      closed = true;
      for (const job of jobs.values()) clearTimeout(job.timer);
      // A job that fails meanwhile is not rescheduled (see `closed` in execute), so this settles.
      while (running.size > 0) await Promise.allSettled([...running]);
      jobs.clear();
    },
  };
}
