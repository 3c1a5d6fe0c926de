/**
 * The worker thread that reads the coach's calendar file into busy times (`busy-expansion.ts`), so
 * that a long file, or a recurrence that never yields its next occurrence, never holds up the HTTP
 * thread: the main thread ends it at its budget (`busy-expansion-thread.ts`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { BusyInterval } from '../availability';
import { busyIntervalsOf, type Window } from './busy-expansion';
import { BusyFeedError, BusyFeedRefusedError } from './busy-feed-error';

/** What the worker is given (`workerData`): the file and the days to read. */
export type ExpansionRequest = { feed: string; window: Window };

/** What it says: that it started (its budget runs from then), then the busy times or why the file is not read. */
export type ExpansionMessage =
  | { kind: 'started' }
  | { kind: 'read'; intervals: BusyInterval[] }
  | { kind: 'refused'; problem: string; refusedFile: boolean; cause: string | undefined };

function expansionOf({ feed, window }: ExpansionRequest): ExpansionMessage {
  try {
    return { kind: 'read', intervals: busyIntervalsOf(feed, window) };
  } catch (error) {
    // Anything else is a fault of ours: the worker's error event carries it to the main thread.
    if (!(error instanceof BusyFeedError)) throw error;
    const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : undefined;
    return { kind: 'refused', problem: error.message, refusedFile: error instanceof BusyFeedRefusedError, cause };
  }
}

if (parentPort) {
  parentPort.postMessage({ kind: 'started' } satisfies ExpansionMessage);
  parentPort.postMessage(expansionOf(workerData as ExpansionRequest));
}
