import type { Logger } from '../../config/logger';
import { createBullmqJobQueue } from './bullmq-job-queue';
import type { Database } from '../../db/database';
import { openInProcessJobQueue } from './in-process-job-queue';
import type { JobQueue } from './job-queue';

export type JobQueueSettings = {
  /** BullMQ on this Redis when set; the in-process runner otherwise. */
  redisUrl: string | undefined;
  /** Redis key prefix (config `QUEUE_PREFIX`); ignored in process. */
  prefix?: string;
  /** The application database, where the in-process runner keeps its jobs. */
  db: Database;
  /** The clock the in-process runner decides due jobs by (the services' `now`; a test clock in tests). */
  now?: () => number;
  /** The clock each run's `now` is read from when it starts, in either runner (the services' `now`). */
  clock: () => Date;
};

export const defaultQueuePrefix = 'coach';

export async function createJobQueue(settings: JobQueueSettings, logger: Logger): Promise<JobQueue> {
  if (settings.redisUrl) {
    const prefix = settings.prefix ?? defaultQueuePrefix;
    logger.info({ jobs: 'bullmq', prefix }, 'job queue: BullMQ on Redis');
    return createBullmqJobQueue({ redisUrl: settings.redisUrl, prefix, clock: settings.clock }, logger);
  }
  logger.info({ jobs: 'in-process' }, 'job queue: in process, kept in the database (no REDIS_URL)');
  return openInProcessJobQueue({ db: settings.db, logger, now: settings.now, clock: settings.clock });
}
