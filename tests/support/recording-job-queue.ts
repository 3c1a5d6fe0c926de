import type { JobQueue } from '../../server/src/adapters/queue/job-queue';

/** A job queue that only records what is enqueued (id, delay, payload): for a job's unit test that checks what it schedules next. */
export function recordingJobQueue() {
  const enqueued: Array<{ jobId: string; delayMs?: number; payload: unknown }> = [];
  const jobs: JobQueue = {
    enqueue: async (_definition, payload, options) => void enqueued.push({ ...options, payload }),
    cancel: async () => false,
    forget: async () => undefined,
    counts: async () => [],
    startWorkers: async () => undefined,
    close: async () => undefined,
  };
  return { jobs, enqueued };
}
