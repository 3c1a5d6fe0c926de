import { readYourWrites } from '../../eventstore/read-your-writes';
import type { JobQueue } from './job-queue';

/**
 * A queue whose enqueue first waits for the read models to show what the current request or job
 * appended, so a job (BullMQ may run it at once in another process) reads the write that caused it.
 */
export function enqueueingAfterOwnWrites(queue: JobQueue): JobQueue {
  return {
    async enqueue(definition, payload, options) {
      await readYourWrites();
      return queue.enqueue(definition, payload, options);
    },
    cancel: (definition, jobId) => queue.cancel(definition, jobId),
    forget: (definition, jobId) => queue.forget(definition, jobId),
    counts: () => queue.counts(),
    startWorkers: (definitions) => queue.startWorkers(definitions),
    close: () => queue.close(),
  };
}
