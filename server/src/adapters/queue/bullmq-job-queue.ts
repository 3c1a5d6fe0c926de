import { once } from 'node:events';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { redactConnectionString } from '../../config/redact-url';
import type { Logger } from '../../config/logger';
import { jobStates } from './job-queue';
import { fromBullmqJobId, toBullmqJobId } from './bullmq-job-id';
import { throttledRedisErrors } from './redis-connection';
import {
  backoffDelayMs,
  finishedJobRetention,
  type AnyJobDefinition,
  type EnqueueOptions,
  type JobDefinition,
  JobQueueUnavailableError,
  type JobQueue,
} from './job-queue';
import { runJob } from './job-run';

export type BullmqJobQueueOptions = {
  redisUrl: string;
  /** Key prefix in Redis, so deployments and test runs sharing one server stay apart. */
  prefix: string;
  /** The clock a run's `now` is read from when it starts (the services' `now`); the default is the wall clock. */
  clock?: () => Date;
};

/** How long adding, cancelling or forgetting a job waits for a lost Redis connection to come back. */
const queueConnectionWaitMs = 3000;

/** States in which a job has not started yet and may be removed. */
const cancellableStates = new Set(['delayed', 'waiting', 'prioritized']);

/** BullMQ on Redis: one Queue and one Worker per job kind, job id = the business id. */
export function createBullmqJobQueue(options: BullmqJobQueueOptions, logger: Logger): JobQueue {
  // One connection for every queue; each Worker duplicates it for its blocking reads. BullMQ
  // requires `maxRetriesPerRequest: null` so a blocked worker is not failed by ioredis retries.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  // The queues (used by requests) get their own connection that fails fast instead of queueing
  // commands until Redis returns, as BullMQ's "failing fast when Redis is down" pattern advises.
  const queueConnection = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // Every queue and worker reports the same lost connection: one throttled log for all of them.
  const reportRedisError = throttledRedisErrors(logger, options.redisUrl);
  connection.on('error', (error) => reportRedisError(error));
  queueConnection.on('error', (error) => reportRedisError(error, { source: 'queue connection' }));
  const unavailable = (cause?: unknown) =>
    new JobQueueUnavailableError(`Redis at ${redactConnectionString(options.redisUrl)} is not reachable; the job was not queued`, { cause });

  /** Runs a queue command once the queue connection is up (waiting a little for a reconnect). */
  async function onQueue<T>(command: () => Promise<T>): Promise<T> {
    if (queueConnection.status !== 'ready') {
      const ready = once(queueConnection, 'ready', { signal: AbortSignal.timeout(queueConnectionWaitMs) });
      await ready.catch((error: unknown) => {
        throw unavailable(error);
      });
    }
    try {
      return await command();
    } catch (error) {
      if (queueConnection.status !== 'ready') throw unavailable(error);
      throw error;
    }
  }
  const queues = new Map<string, Queue>();
  const workers = new Map<string, Worker>();
  let closed = false;

  function queueFor(name: string): Queue {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: queueConnection, prefix: options.prefix });
      queue.on('error', (error) => reportRedisError(error, { job: name, source: 'queue' }));
      queues.set(name, queue);
    }
    return queue;
  }

  const clock = options.clock ?? (() => new Date());

  function processorFor(definition: AnyJobDefinition) {
    return async (job: Job) => {
      const jobId = fromBullmqJobId(job.id ?? '');
      const attempt = job.attemptsMade + 1;
      const context = { job: definition.name, jobId, attempt };
      const parsed = definition.payload.safeParse(job.data);
      if (!parsed.success) {
        logger.error({ ...context, err: parsed.error }, 'job payload is invalid, giving up');
        // Unrecoverable: a retry would meet the same payload.
        throw new UnrecoverableError(`Invalid payload for ${definition.name} ${jobId}`);
      }
      try {
        await runJob(definition, parsed.data, { attempt, jobId, now: clock() });
      } catch (error) {
        if (attempt < definition.attempts) {
          const retryInMs = backoffDelayMs(definition.backoffMs, attempt);
          logger.warn({ ...context, err: error, retryInMs }, 'job failed, will retry');
        } else {
          logger.error({ ...context, err: error }, 'job failed, giving up');
        }
        throw error;
      }
    };
  }

  return {
    async enqueue<Payload>(definition: JobDefinition<Payload>, payload: Payload, enqueueOptions: EnqueueOptions) {
      if (closed) throw new Error(`Job queue is closed; cannot enqueue ${definition.name} ${enqueueOptions.jobId}`);
      const validated = definition.payload.parse(payload);
      // A job id BullMQ already holds (waiting, delayed, active or kept after finishing) is not added again.
      await onQueue(() =>
        queueFor(definition.name).add(definition.name, validated, {
          jobId: toBullmqJobId(enqueueOptions.jobId),
          delay: enqueueOptions.delayMs,
          attempts: definition.attempts,
          backoff: { type: 'exponential', delay: definition.backoffMs },
          removeOnComplete: { age: finishedJobRetention.completedMs / 1000 },
          removeOnFail: { age: finishedJobRetention.failedMs / 1000 },
        }),
      );
    },

    cancel(definition, jobId) {
      return onQueue(async () => {
        const queue = queueFor(definition.name);
        const bullmqJobId = toBullmqJobId(jobId);
        const job = await queue.getJob(bullmqJobId);
        if (!job || !cancellableStates.has(await job.getState())) return false;
        // `remove` answers 0 when a worker locked the job in between: then it is running, not cancelled.
        return (await queue.remove(bullmqJobId)) === 1;
      });
    },

    async forget(definition, jobId) {
      await onQueue(() => queueFor(definition.name).remove(toBullmqJobId(jobId)));
    },

    async counts() {
      for (const name of workers.keys()) queueFor(name);
      const perQueue = await Promise.all(
        [...queues.entries()].map(async ([name, queue]) => {
          const counts = await queue.getJobCounts(...jobStates);
          return jobStates.map((state) => ({ queue: name, state, count: counts[state] ?? 0 }));
        }),
      );
      return perQueue.flat();
    },

    async startWorkers(definitions) {
      for (const definition of definitions) {
        if (workers.has(definition.name)) continue;
        const worker = new Worker(definition.name, processorFor(definition), { connection, prefix: options.prefix });
        worker.on('error', (error) => reportRedisError(error, { job: definition.name, source: 'worker' }));
        workers.set(definition.name, worker);
      }
      await Promise.all([...workers.values()].map((worker) => worker.waitUntilReady()));
    },

    async close() {
      if (closed) return;
      closed = true;
      // Workers first: `close()` stops fetching and waits for the active jobs to finish.
      await Promise.all([...workers.values()].map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await connection.quit();
      // quit() would wait for a Redis that is gone; nothing is pending on this connection.
      queueConnection.disconnect();
    },
  };
}
