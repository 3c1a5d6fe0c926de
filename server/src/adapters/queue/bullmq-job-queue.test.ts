import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe } from 'vitest';
import { realRedisUrl } from '../../../../tests/support/real-servers';
import { createLogger } from '../../config/logger';
import { createBullmqJobQueue } from './bullmq-job-queue';
import { describeJobQueueContract } from './job-queue.contract';

const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
// Says in one console.warn line when Redis is missing and the suite is skipped.
const redisUrl = await realRedisUrl();
// A prefix of this run only: shares the Redis server with anything else without touching it.
const prefix = `test-jobs-${randomBytes(4).toString('hex')}`;

async function deleteKeys(url: string, pattern: string): Promise<void> {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
  } finally {
    await redis.quit();
  }
}

describe.skipIf(!redisUrl)('BullMQ on Redis', () => {
  afterAll(async () => {
    if (redisUrl) await deleteKeys(redisUrl, `${prefix}:*`);
  });

  describeJobQueueContract('BullMQ', () => createBullmqJobQueue({ redisUrl: redisUrl!, prefix }, logger));
});
