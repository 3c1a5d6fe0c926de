import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createScratchDatabase, realPostgresUrl } from '../../../../tests/support/real-servers';
import { createLogger } from '../../config/logger';
import type { Database } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { openInProcessJobQueue, type InProcessJobQueueOptions } from './in-process-job-queue';
import { finishedJobRetention, type JobDefinition, type JobQueue } from './job-queue';
import { describeJobQueueContract } from '../../../../tests/support/job-queue-contract';
import { claimDueJobs, insertJob } from './jobs-table';
import { migrated, openMigratedPglite } from '../../../../tests/support/migrated-database';

const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Says in one console.warn line when PostgreSQL is missing and its suites are skipped.
const postgresUrl = await realPostgresUrl();

let kindCounter = 0;
function recordingJob(policy: { attempts?: number; backoffMs?: number; fail?: (attempt: number) => boolean } = {}) {
  const runs: { jobId: string; attempt: number; n: number }[] = [];
  const definition: JobDefinition<{ n: number }> = {
    name: `durable-${Date.now().toString(36)}-${++kindCounter}`,
    payload: z.object({ n: z.number() }),
    attempts: policy.attempts ?? 1,
    backoffMs: policy.backoffMs ?? 10,
    async process({ n }, { attempt, jobId }) {
      runs.push({ jobId, attempt, n });
      if (policy.fail?.(attempt)) throw new Error(`failure ${attempt}`);
    },
  };
  return { definition, runs };
}

/** What the durable runner must do across processes, on one database shared by its instances. */
function describeDurability(databaseName: string, openDb: () => Promise<{ db: Database; close: () => Promise<void> }>) {
  describe(`in-process job queue kept in ${databaseName}`, () => {
    let db: Database;
    let closeDb: () => Promise<void>;
    const opened: JobQueue[] = [];
    const open = async (options: Partial<InProcessJobQueueOptions> = {}) => {
      const queue = await openInProcessJobQueue({ db, logger, pollIntervalMs: 100, ...options });
      opened.push(queue);
      return queue;
    };
    beforeAll(async () => {
      ({ db, close: closeDb } = await openDb());
    }, 60_000);
    afterAll(async () => {
      await Promise.all(opened.map((queue) => queue.close()));
      await closeDb?.();
    });

    describeJobQueueContract(databaseName, (options) => open(options));

    it('should run a delayed job at its time in the next process when the first one stopped before it', async () => {
      const first = await open();
      const { definition, runs } = recordingJob();
      await first.startWorkers([definition]);
      const enqueuedAt = Date.now();
      await first.enqueue(definition, { n: 1 }, { jobId: 'newsletter-1-v1', delayMs: 600 });
      await first.close();
      const second = await open();
      await second.startWorkers([definition]);
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
      expect(Date.now() - enqueuedAt).toBeGreaterThanOrEqual(600);
      await second.enqueue(definition, { n: 2 }, { jobId: 'newsletter-1-v1' });
      await sleep(300);
      expect(runs).toEqual([{ jobId: 'newsletter-1-v1', attempt: 1, n: 1 }]);
    });

    it('should continue a failed job’s retries in the next process with the attempt count it reached', async () => {
      const first = await open();
      const { definition, runs } = recordingJob({ attempts: 3, backoffMs: 400, fail: (attempt) => attempt === 1 });
      await first.startWorkers([definition]);
      await first.enqueue(definition, { n: 1 }, { jobId: 'mail:1' });
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
      await first.close();
      const second = await open();
      await second.startWorkers([definition]);
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(2);
      await sleep(300);
      expect(runs.map((run) => run.attempt)).toEqual([1, 2]);
    });

    it('should run again, after its claim expired, a job whose process died while running it', async () => {
      const { definition, runs } = recordingJob();
      // What a process killed mid-run leaves behind: the job claimed, its claim never renewed.
      await insertJob(db, { name: definition.name, jobId: 'export-7', payload: { n: 7 }, runAt: Date.now(), now: Date.now() });
      const [claimed] = await claimDueJobs(db, { kinds: [definition.name], limit: 1, now: Date.now(), leaseMs: 800, lockToken: randomUUID() });
      expect(claimed?.jobId).toBe('export-7');
      const claimedAt = Date.now();
      const next = await open({ leaseMs: 800 });
      await next.startWorkers([definition]);
      expect(await next.cancel(definition, 'export-7')).toBe(false);
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
      expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(700);
      expect(runs).toEqual([{ jobId: 'export-7', attempt: 1, n: 7 }]);
    });

    it('should give a job up rather than run it a third time when its runner died twice (BullMQ’s stalled limit)', async () => {
      const { definition, runs } = recordingJob();
      await insertJob(db, { name: definition.name, jobId: 'poison', payload: { n: 1 }, runAt: Date.now(), now: Date.now() });
      for (let death = 0; death < 2; death++) {
        await sleep(60);
        await claimDueJobs(db, { kinds: [definition.name], limit: 1, now: Date.now(), leaseMs: 50, lockToken: randomUUID() });
      }
      await sleep(60);
      const next = await open({ leaseMs: 50 });
      await next.startWorkers([definition]);
      await sleep(500);
      expect(runs).toHaveLength(0);
      const { rows } = await db.query<{ state: string }>(`SELECT state FROM jobs WHERE name = $1`, [definition.name]);
      expect(rows).toEqual([{ state: 'failed' }]);
    });

    it('should keep a long-running job claimed beyond its lease by renewing it, so no other process starts it too', async () => {
      let finish!: () => void;
      const { definition, runs } = recordingJob();
      const slow: JobDefinition<{ n: number }> = { ...definition, process: (payload, context) => definition.process(payload, context).then(() => new Promise<void>((done) => (finish = done))) };
      const first = await open({ leaseMs: 200 });
      const second = await open({ leaseMs: 200 });
      await first.startWorkers([slow]);
      await first.enqueue(slow, { n: 1 }, { jobId: 'slow' });
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
      await second.startWorkers([slow]);
      await sleep(700);
      expect(runs).toHaveLength(1);
      finish();
    });

    it('should run a job once when this process is starved past its lease while the job runs', async () => {
      const { definition, runs } = recordingJob();
      // The runner's clock jumps a minute while the job runs, as after a minute of a starved event
      // loop: no renewal could run meanwhile, so the lease has lapsed when the loop looks again.
      let clock = Date.now();
      let finish!: () => void;
      const starved: JobDefinition<{ n: number }> = {
        ...definition,
        async process(payload, context) {
          await definition.process(payload, context);
          clock += 60_000;
          await new Promise<void>((done) => (finish = done));
        },
      };
      const runner = await open({ leaseMs: 10_000, now: () => clock });
      const sibling = await open({ leaseMs: 10_000, now: () => clock });
      await runner.startWorkers([starved]);
      await runner.enqueue(starved, { n: 1 }, { jobId: 'receipt-1' });
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
      await sibling.startWorkers([starved]);
      await sleep(600); // six polls of each runner with the lease lapsed
      expect(runs).toHaveLength(1);
      finish();
      await expect.poll(async () => (await db.query<{ state: string }>(`SELECT state FROM jobs WHERE name = $1`, [definition.name])).rows).toEqual([{ state: 'completed' }]);
      expect(runs).toHaveLength(1);
    });

    it('should take a finished job’s id again once its keeping time has passed, as BullMQ removes it by age', async () => {
      let laterMs = 0;
      const queue = await open({ now: () => Date.now() + laterMs });
      const { definition, runs } = recordingJob();
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { n: 1 }, { jobId: 'daily' });
      await expect.poll(() => runs.length, { timeout: 5000 }).toBe(1);
      laterMs = finishedJobRetention.completedMs - 60_000;
      await queue.enqueue(definition, { n: 2 }, { jobId: 'daily' });
      await sleep(300);
      expect(runs).toHaveLength(1);
      laterMs = finishedJobRetention.completedMs + 60_000;
      await queue.enqueue(definition, { n: 3 }, { jobId: 'daily' });
      await expect.poll(() => runs.map((run) => run.n), { timeout: 5000 }).toEqual([1, 3]);
    });

    it('should not run a job delayed beyond setTimeout’s limit early', async () => {
      const queue = await open();
      const { definition, runs } = recordingJob();
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { n: 1 }, { jobId: 'far', delayMs: 40 * 86_400_000 });
      await sleep(300);
      expect(runs).toHaveLength(0);
      expect(await queue.cancel(definition, 'far')).toBe(true);
    });
  });
}

describeDurability('PGlite', async () => {
  const db = await openMigratedPglite();
  return { db, close: () => db.close() };
});

describe.skipIf(!postgresUrl)('on a PostgreSQL server', () => {
  describeDurability('PostgreSQL', async () => {
    const scratch = await createScratchDatabase(postgresUrl!);
    const db = await migrated(await openPostgresDatabase(scratch.url));
    return {
      db,
      async close() {
        await db.close();
        await scratch.drop();
      },
    };
  });
});
