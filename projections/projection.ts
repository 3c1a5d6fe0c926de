import type { Queryable } from '../server/src/db/database';
import type { RecordedEvent } from '../server/src/eventstore/event-store';

export type ProjectionHandler = (tx: Queryable, event: RecordedEvent) => Promise<void>;

/**
 * A read model: its tables (created idempotently) and one handler per event type it follows. Its
 * handlers run in the same transaction as its checkpoint, so each event is applied exactly once.
 */
export type Projection = {
  name: string;
  schema: string;
  handlers: Partial<Record<string, ProjectionHandler>>;
};

/** How a process waits for the read models to catch up with its own writes (read-your-writes). */
export type ReadModelSync = {
  /** Resolves once every projection has applied the events up to `position`; rejects after the timeout. */
  waitForPosition(position: bigint, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};
