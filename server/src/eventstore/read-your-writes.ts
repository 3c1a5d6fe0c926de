import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventStore } from './event-store';

/**
 * Read-your-writes as infrastructure: every append made within a request or a job records its
 * position in that scope (`recordingWrites`), reads of the read models wait for it
 * (`readingOwnWrites` in db/), and the scope itself waits for the highest one before it ends, so
 * no handler or job has to remember to wait.
 */

/** Resolves once the read models show everything up to `position` (`ReadModelSync.waitForPosition`). */
export type AwaitPosition = (position: bigint) => Promise<void>;

type WriteScope = {
  awaitPosition: AwaitPosition;
  /** The highest position appended within the scope. */
  written?: bigint;
  /** The highest position the read models were seen to show within the scope. */
  shown?: bigint;
};

const scopes = new AsyncLocalStorage<WriteScope>();

/**
 * Runs `work` as one scope of writes and waits for the read models to show them before resolving.
 * A job's scope starts owing `owed`, the position of the writes that queued it, so its first read
 * of the read models waits for them as if it had made them (`adapters/queue/own-writes-queue.ts`).
 */
export function runWithReadYourWrites<T>(awaitPosition: AwaitPosition, work: () => Promise<T>, owed?: bigint): Promise<T> {
  return scopes.run({ awaitPosition, written: owed }, async () => {
    const result = await work();
    await readYourWrites();
    return result;
  });
}

/** Notes an appended position in the current scope; outside one (start-up, scripts) it does nothing. */
export function recordWrittenPosition(position: bigint): void {
  const scope = scopes.getStore();
  if (scope && (scope.written === undefined || position > scope.written)) scope.written = position;
}

/** The highest position the current scope appended so far, shown or not; undefined when none. */
export function writtenPosition(): bigint | undefined {
  return scopes.getStore()?.written;
}

/**
 * Waits until the read models show every event the current scope appended so far; at once when it
 * appended nothing or they were already seen to show it. Rejects as `AwaitPosition` does (a lag
 * or a failed projection: `ReadModelsUnavailableError`, answered 503 with Retry-After).
 */
export async function readYourWrites(): Promise<void> {
  const scope = scopes.getStore();
  const written = scope?.written;
  if (!scope || written === undefined || (scope.shown !== undefined && scope.shown >= written)) return;
  await scope.awaitPosition(written);
  if (scope.shown === undefined || scope.shown < written) scope.shown = written;
}

/** An event store whose appends record their position in the current scope. */
export function recordingWrites(store: EventStore): EventStore {
  return {
    async appendToStream(streamId, events, options) {
      const appended = await store.appendToStream(streamId, events, options);
      recordWrittenPosition(appended.position);
      return appended;
    },
    readStream: (streamId, options) => store.readStream(streamId, options),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    close: () => store.close(),
  };
}
