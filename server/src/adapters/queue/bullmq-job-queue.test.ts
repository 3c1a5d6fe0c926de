import { randomBytes } from 'node:crypto';
import { afterAll, describe } from 'vitest';
import { deleteRedisKeys, realRedisUrl } from '../../../../tests/support/real-servers';
import { createLogger } from '../../config/logger';
import { createBullmqJobQueue } from './bullmq-job-queue';
import { describeJobQueueContract } from '../../../../tests/support/job-queue-contract';

const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
// Says in one console.warn line when Redis is missing and the suite is skipped.
const redisUrl = await realRedisUrl();
// A prefix of this run only: shares the Redis server with anything else without touching it.
const prefix = `test-jobs-${randomBytes(4).toString('hex')}`;

describe.skipIf(!redisUrl)('BullMQ on Redis', () => {
  afterAll(async () => {
    if (redisUrl) await deleteRedisKeys(redisUrl, `${prefix}:*`);
  });

  describeJobQueueContract('BullMQ', (options) => createBullmqJobQueue({ redisUrl: redisUrl!, prefix, ...options }, logger));
});
