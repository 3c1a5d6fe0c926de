import type { z } from 'zod';

/** What a worker module exports: one job kind, its payload schema, processor and retry policy. */
export type JobDefinition<Payload> = {
  /** Queue name, e.g. `login-code-mail`. */
  name: string;
  payload: z.ZodType<Payload>;
  process(payload: Payload, context: { attempt: number; jobId: string }): Promise<void>;
  attempts: number;
  /** Exponential backoff base delay in milliseconds. */
  backoffMs: number;
};

export type EnqueueOptions = {
  /** The business id; a second enqueue with the same id is ignored while the first is known. */
  jobId: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
};

export interface JobQueue {
  enqueue<Payload>(definition: JobDefinition<Payload>, payload: Payload, options: EnqueueOptions): Promise<void>;
  /** Removes a delayed or waiting job; resolves false when it is unknown or already running. */
  cancel(definition: JobDefinition<unknown>, jobId: string): Promise<boolean>;
  /** Starts processing the given job kinds in this process. */
  startWorkers(definitions: ReadonlyArray<JobDefinition<never>>): Promise<void>;
  /** Stops taking new jobs and waits for running ones to finish. */
  close(): Promise<void>;
}
