import type { z } from 'zod';

/**
 * What a worker module exports: one job kind, its payload schema, processor and retry policy.
 * The payload is parsed at enqueue and again when the job runs (it may have waited in Redis across
 * a deploy), so the schema must accept its own output: plain JSON objects, no transforms.
 */
export type JobDefinition<Payload> = {
  /** Queue name, e.g. `login-code-mail`. */
  name: string;
  payload: z.ZodType<Payload>;
  process(payload: Payload, context: JobRunContext): Promise<void>;
  /** Total tries including the first one. */
  attempts: number;
  /** Exponential backoff base delay in milliseconds: retry n waits `backoffMs * 2^(n-1)`. */
  backoffMs: number;
};

/**
 * What one run of a job is told besides its payload. `attempt` counts from 1; `jobId` is the
 * business id given at enqueue; `now` is the time the run started, read once from the queue's
 * clock (the services' `now`, a test clock in tests): the job reads it, not the clock.
 */
export type JobRunContext = { attempt: number; jobId: string; now: Date };

/**
 * A definition of any payload, for the places that hold several kinds at once (a list of workers).
 * Sound because every adapter parses the payload with the definition's own schema before calling
 * `process`; `process` is declared as a method, so TypeScript accepts the narrower parameter.
 */
export type AnyJobDefinition = JobDefinition<unknown>;

/** A job definition from its queue name, payload schema, retry policy and processor. */
export function defineJob<Payload>(
  name: string,
  payload: z.ZodType<Payload>,
  retry: Pick<JobDefinition<Payload>, 'attempts' | 'backoffMs'>,
  process: JobDefinition<Payload>['process'],
): JobDefinition<Payload> {
  return { name, payload, ...retry, process };
}

export type EnqueueOptions = {
  /** The business id; a second enqueue with the same id is ignored while the first is known. */
  jobId: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
};

export interface JobQueue {
  /** Validates the payload (throws the zod error) and stores the job; a known `jobId` is a no-op. */
  enqueue<Payload>(definition: JobDefinition<Payload>, payload: Payload, options: EnqueueOptions): Promise<void>;
  /** Removes a delayed or waiting job; resolves false when it is unknown, finished or already running. */
  cancel(definition: AnyJobDefinition, jobId: string): Promise<boolean>;
  /**
   * Drops every trace of a job that is not running: its payload and its id (erasing personal data
   * a finished job still holds). A running job finishes and is kept for the usual retention.
   */
  forget(definition: AnyJobDefinition, jobId: string): Promise<void>;
  /** How many jobs each known queue holds per unfinished or failed state (for `/metrics`). */
  counts(): Promise<JobCount[]>;
  /** Starts processing the given job kinds in this process. */
  startWorkers(definitions: ReadonlyArray<AnyJobDefinition>): Promise<void>;
  /** Stops taking new jobs and waits for running ones to finish. */
  close: () => Promise<void>;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'failed';
export const jobStates: readonly JobState[] = ['waiting', 'delayed', 'active', 'failed'];
export type JobCount = { queue: string; state: JobState; count: number };

/**
 * How long a finished job id stays known, so a late duplicate enqueue (a retried request) does not
 * send the same mail twice. Both adapters use it.
 */
export const finishedJobRetention = { completedMs: 24 * 60 * 60 * 1000, failedMs: 7 * 24 * 60 * 60 * 1000 };

/** Exponential backoff shared by both adapters, the same formula BullMQ uses. */
export function backoffDelayMs(backoffMs: number, failedAttempts: number): number {
  return backoffMs * 2 ** (failedAttempts - 1);
}

/** The queue cannot take a job now (its Redis is unreachable): the request answers 503, not hangs. */
export class JobQueueUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JobQueueUnavailableError';
  }
}
