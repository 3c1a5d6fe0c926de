import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../../config/logger';
import { createInProcessJobQueue } from './in-process-job-queue';
import { describeJobQueueContract } from './job-queue.contract';

const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

describeJobQueueContract('in-process', () => createInProcessJobQueue(logger));

describe('in-process job queue, long delays', () => {
  it('should not run a job delayed beyond setTimeout’s limit early', async () => {
    const queue = createInProcessJobQueue(logger);
    let ran = false;
    const definition = { name: 'far-future', payload: z.object({}), attempts: 1, backoffMs: 1, process: async () => void (ran = true) };
    await queue.startWorkers([definition]);
    await queue.enqueue(definition, {}, { jobId: 'far', delayMs: 40 * 86_400_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ran).toBe(false);
    expect(await queue.cancel(definition, 'far')).toBe(true);
    await queue.close();
  });
});
