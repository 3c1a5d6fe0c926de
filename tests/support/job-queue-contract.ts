import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobDefinition, JobQueue, JobRunContext } from '../../server/src/adapters/queue/job-queue';

/**
 * The behaviour every JobQueue adapter promises, run against each of them (`*.test.ts` beside
 * this file), so the embedded runner cannot drift from BullMQ.
 */

const payloadSchema = z.object({ n: z.number() });
type Payload = z.infer<typeof payloadSchema>;
type Run = { payload: Payload; jobId: string; attempt: number; now: Date; at: number };
type Processor = (payload: Payload, context: JobRunContext) => Promise<void>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let kindCounter = 0;

/** A job kind of its own for each test, so nothing one test leaves behind runs in another. */
function recordingJob(policy: { attempts?: number; backoffMs?: number; process?: Processor } = {}) {
  const runs: Run[] = [];
  const definition: JobDefinition<Payload> = {
    name: `contract-${process.pid}-${Date.now().toString(36)}-${++kindCounter}`,
    payload: payloadSchema,
    attempts: policy.attempts ?? 1,
    backoffMs: policy.backoffMs ?? 10,
    async process(payload, context) {
      runs.push({ payload, ...context, at: Date.now() });
      await policy.process?.(payload, context);
    },
  };
  return { definition, runs };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** `clock`: the clock a run's `now` is read from (the adapter's option of that name). */
export function describeJobQueueContract(adapterName: string, createQueue: (options?: { clock?: () => Date }) => JobQueue | Promise<JobQueue>): void {
  describe(`${adapterName} job queue`, () => {
    const opened: JobQueue[] = [];
    async function openQueue(options?: { clock?: () => Date }): Promise<JobQueue> {
      const queue = await createQueue(options);
      opened.push(queue);
      return queue;
    }
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((queue) => queue.close()));
    });

    it('should process a job with its payload, its business id and attempt 1', async () => {
      const queue = await openQueue();
      const { definition, runs } = recordingJob();
      await queue.startWorkers([definition]);
      // Ids BullMQ refuses as they are (':' and all digits) must come back unchanged and distinct.
      for (const [n, jobId] of [[1, 'order:42'], [2, '42'], [3, 'order-42']] as const) {
        await queue.enqueue(definition, { n }, { jobId });
      }
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(3);
      expect(runs.map(({ payload, jobId, attempt }) => ({ payload, jobId, attempt })).sort((a, b) => a.payload.n - b.payload.n)).toEqual([
        { payload: { n: 1 }, jobId: 'order:42', attempt: 1 },
        { payload: { n: 2 }, jobId: '42', attempt: 1 },
        { payload: { n: 3 }, jobId: 'order-42', attempt: 1 },
      ]);
    });

    it('should tell each run the time its clock read when the run started, and a retry its own', async () => {
      let clock = new Date('2026-11-27T10:00:00.000Z');
      const queue = await openQueue({ clock: () => clock });
      const { definition, runs } = recordingJob({
        attempts: 2,
        process: async (_payload, { attempt }) => {
          // The clock moves while the run goes on: the run keeps the time it started at.
          clock = new Date(clock.getTime() + 60_000);
          if (attempt === 1) throw new Error('first try fails');
        },
      });
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { n: 1 }, { jobId: 'timed' });
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(2);
      expect(runs.map((run) => run.now.toISOString())).toEqual(['2026-11-27T10:00:00.000Z', '2026-11-27T10:01:00.000Z']);
    });

    it('should count waiting, delayed and failed jobs per queue', async () => {
      const queue = await openQueue();
      const { definition } = recordingJob({ process: () => Promise.reject(new Error('always fails')) });
      await queue.enqueue(definition, { n: 1 }, { jobId: 'later', delayMs: 60_000 });
      await queue.enqueue(definition, { n: 2 }, { jobId: 'now' });
      const mine = async () => (await queue.counts()).filter((count) => count.queue === definition.name && count.count > 0);
      expect(await mine()).toEqual(expect.arrayContaining([{ queue: definition.name, state: 'delayed', count: 1 }, { queue: definition.name, state: 'waiting', count: 1 }]));
      await queue.startWorkers([definition]);
      await expect.poll(mine, { timeout: 5000 }).toEqual(expect.arrayContaining([{ queue: definition.name, state: 'failed', count: 1 }]));
    });

    it('should refuse at enqueue a payload its schema rejects', async () => {
      const queue = await openQueue();
      const { definition } = recordingJob();
      await expect(queue.enqueue(definition, { n: 'one' } as unknown as Payload, { jobId: 'bad' })).rejects.toThrow();
    });

    it('should run a job enqueued before its worker started once the worker starts', async () => {
      const queue = await openQueue();
      const { definition, runs } = recordingJob();
      await queue.enqueue(definition, { n: 1 }, { jobId: 'early' });
      await sleep(100);
      expect(runs).toHaveLength(0);
      await queue.startWorkers([definition]);
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
    });

    it('should run a delayed job after its delay and not before', async () => {
      const queue = await openQueue();
      const { definition, runs } = recordingJob();
      await queue.startWorkers([definition]);
      const enqueuedAt = Date.now();
      await queue.enqueue(definition, { n: 1 }, { jobId: 'later', delayMs: 700 });
      await sleep(300);
      expect(runs).toHaveLength(0);
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
      expect(runs[0]!.at - enqueuedAt).toBeGreaterThanOrEqual(650);
    });

    it('should retry a failing job with exponential backoff until it succeeds', async () => {
      const queue = await openQueue();
      const { definition, runs } = recordingJob({
        attempts: 4,
        backoffMs: 100,
        process: async (_payload, { attempt }) => {
          if (attempt < 3) throw new Error(`failure ${attempt}`);
        },
      });
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { n: 1 }, { jobId: 'flaky' });
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(3);
      expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
      // Backoff 100 ms, then 200 ms (a little slack for timer granularity).
      expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(90);
      expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(190);
      await sleep(500);
      expect(runs).toHaveLength(3);
    });

    it('should give up after the last attempt', async () => {
      const queue = await openQueue();
      const { definition, runs } = recordingJob({
        attempts: 2,
        backoffMs: 50,
        process: async () => {
          throw new Error('always');
        },
      });
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { n: 1 }, { jobId: 'hopeless' });
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(2);
      await sleep(400);
      expect(runs.map((run) => run.attempt)).toEqual([1, 2]);
    });

    it('should ignore a second enqueue with the same job id while the first is pending', async () => {
      const queue = await openQueue();
      const { definition, runs } = recordingJob();
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { n: 1 }, { jobId: 'once', delayMs: 300 });
      await queue.enqueue(definition, { n: 2 }, { jobId: 'once' });
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
      await sleep(400);
      expect(runs.map((run) => run.payload)).toEqual([{ n: 1 }]);
    });

    it('should ignore an enqueue with the id of a job that already completed', async () => {
      const queue = await openQueue();
      const { definition, runs } = recordingJob();
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { n: 1 }, { jobId: 'done' });
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
      await sleep(100);
      await queue.enqueue(definition, { n: 2 }, { jobId: 'done' });
      await sleep(400);
      expect(runs).toHaveLength(1);
    });

    it('should forget a completed job with its payload, so its id is free again', async () => {
      const queue = await openQueue();
      const { definition, runs } = recordingJob();
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { n: 1 }, { jobId: 'mail:anna' });
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
      await sleep(100);
      await queue.forget(definition, 'mail:anna');
      await queue.enqueue(definition, { n: 2 }, { jobId: 'mail:anna' });
      await expect.poll(() => runs.map((run) => run.payload), { timeout: 5000 }).toEqual([{ n: 1 }, { n: 2 }]);
    });

    it('should cancel a delayed job so that it never runs', async () => {
      const queue = await openQueue();
      const { definition, runs } = recordingJob();
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { n: 1 }, { jobId: 'hold:expiry', delayMs: 400 });
      expect(await queue.cancel(definition, 'hold:expiry')).toBe(true);
      expect(await queue.cancel(definition, 'hold:expiry')).toBe(false);
      expect(await queue.cancel(definition, 'never-enqueued')).toBe(false);
      await sleep(800);
      expect(runs).toHaveLength(0);
    });

    it('should not cancel a job that is already running', async () => {
      const queue = await openQueue();
      const release = deferred();
      const { definition, runs } = recordingJob({ process: () => release.promise });
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { n: 1 }, { jobId: 'busy' });
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
      expect(await queue.cancel(definition, 'busy')).toBe(false);
      release.resolve();
    });

    it('should wait on close for a running job to finish', async () => {
      const queue = await openQueue();
      let finished = false;
      const { definition, runs } = recordingJob({
        process: async () => {
          await sleep(400);
          finished = true;
        },
      });
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { n: 1 }, { jobId: 'slow' });
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
      expect(finished).toBe(false);
      await queue.close();
      expect(finished).toBe(true);
      await expect(queue.enqueue(definition, { n: 2 }, { jobId: 'after-close' })).rejects.toThrow(/closed/);
    });
  });
}
