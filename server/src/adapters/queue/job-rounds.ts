import type { JobDefinition, JobQueue } from './job-queue';

/**
 * Enqueues the next round of a job that runs every `everyMs` (the receipt sweep, the busy-calendar
 * refresh): the round is named by when it is due, on the period's boundary, so every process that
 * schedules it names the same one and the queue keeps it once.
 */
export async function scheduleNextRound(jobs: JobQueue, job: JobDefinition<{ round: string }>, now: Date, everyMs: number): Promise<void> {
  const round = new Date((Math.floor(now.getTime() / everyMs) + 1) * everyMs).toISOString();
  await jobs.enqueue(job, { round }, { jobId: `${job.name}-${round}`, delayMs: Date.parse(round) - now.getTime() });
}
