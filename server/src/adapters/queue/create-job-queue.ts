import type { Logger } from '../../config/logger';
import { createBullmqJobQueue } from './bullmq-job-queue';
import { createInProcessJobQueue } from './in-process-job-queue';
import type { JobQueue } from './job-queue';

export type JobQueueSettings = {
  /** BullMQ on this Redis when set; the in-process runner otherwise. */
  redisUrl: string | undefined;
  /** Redis key prefix (config `QUEUE_PREFIX`); ignored in process. */
  prefix?: string;
};

export const defaultQueuePrefix = 'coach';

export function createJobQueue(settings: JobQueueSettings, logger: Logger): JobQueue {
  if (settings.redisUrl) {
    const prefix = settings.prefix ?? defaultQueuePrefix;
    logger.info({ jobs: 'bullmq', prefix }, 'job queue: BullMQ on Redis');
    return createBullmqJobQueue({ redisUrl: settings.redisUrl, prefix }, logger);
  }
  logger.info({ jobs: 'in-process' }, 'job queue: in process (no REDIS_URL)');
  return createInProcessJobQueue(logger);
}
