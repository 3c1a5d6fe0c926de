import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { AnyJobDefinition, JobRunContext } from './job-queue';

/**
 * The job a piece of work runs for: its kind and business id (stable across every run of that
 * job, in any process), a token of this one run, and how many mails it sent so far. Both queue
 * adapters run a processor inside it, so an effect can be keyed by the job without each worker
 * passing its id along (`adapters/mail/once-mailer.ts`).
 */
export type JobRun = { queue: string; jobId: string; runner: string; mailsSent: number };

const runs = new AsyncLocalStorage<JobRun>();

/** The job run the caller is part of; undefined outside a job (a request, a script). */
export const currentJobRun = (): JobRun | undefined => runs.getStore();

/** Runs a job's processor as one run of that job (see `JobRun`). */
export function runJob(definition: AnyJobDefinition, payload: unknown, context: JobRunContext): Promise<void> {
  return runs.run({ queue: definition.name, jobId: context.jobId, runner: randomUUID(), mailsSent: 0 }, () => definition.process(payload, context));
}
