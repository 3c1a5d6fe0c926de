import type { RecordedEvent } from '../server/src/eventstore/event-store';
import type { ProjectionWriter } from './projection-writes';

export type ProjectionHandler = (tx: ProjectionWriter, event: RecordedEvent) => Promise<void>;

/**
 * A read model: its tables (created idempotently) and one handler per event type it follows. Its
 * handlers run in the same transaction as its checkpoint, so each event is applied exactly once.
 */
export type Projection = {
  name: string;
  /**
   * Raise it whenever `schema` or a handler changes what the tables hold: on start the runner
   * then drops the tables and rebuilds them from the first event. 1 when absent.
   */
  version?: number;
  schema: string;
  /**
   * The indexes of `schema` its handlers' statements read through (not the primary keys and
   * unique constraints, which are always there): a replay builds the other indexes after the events.
   */
  writeIndexes?: readonly string[];
  handlers: Partial<Record<string, ProjectionHandler>>;
};

/** The read-model tables a projection creates, from its schema. */
export const tablesOf = (projection: Projection): string[] =>
  [...projection.schema.matchAll(/CREATE TABLE IF NOT EXISTS (\w+)/gi)].map((match) => match[1]!);

/**
 * How long a request waits for the read models to show its own write before it answers 503: long
 * enough for ordinary lag, short enough that a stuck projection never holds a client for long.
 */
export const readModelWaitMs = 2000;

/** How a process waits for the read models to catch up with its own writes (read-your-writes). */
export type ReadModelSync = {
  /**
   * Resolves once every projection has applied the events up to `position`. Rejects with
   * `ReadModelsUnavailableError` at once when a projection failed on an event at or before it,
   * and after `timeoutMs` (default `readModelWaitMs`) otherwise.
   */
  waitForPosition: (position: bigint, timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
};
