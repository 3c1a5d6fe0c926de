import { createLogger } from '../../config/logger';
import { createInProcessJobQueue } from './in-process-job-queue';
import { describeJobQueueContract } from './job-queue.contract';

const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

describeJobQueueContract('in-process', () => createInProcessJobQueue(logger));
