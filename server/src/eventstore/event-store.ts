/**
 * The event-store port, shaped like EventStoreDB: streams with revisions, one global order
 * (`$all`) with positions, and subscriptions from a checkpoint.
 */

/** Who caused an event and within which request; carried by every write. */
export type EventMetadata = {
  /** User id, or `guest` for someone not signed in, or `system` (no addresses: see upcasting.ts). */
  actor: string;
  correlationId: string;
  requestId?: string;
  /** Schema version of the event's data; 1 unless an upcaster exists. */
  schemaVersion?: number;
  [key: string]: unknown;
};

export type NewEvent<Type extends string = string, Data = unknown> = {
  type: Type;
  data: Data;
  metadata: EventMetadata;
  /** Optional idempotency key (a UUID); appending the same events again returns the first result. */
  id?: string;
};

export type RecordedEvent<Type extends string = string, Data = unknown> = {
  id: string;
  streamId: string;
  /** 0-based revision within the stream. */
  revision: number;
  /** Position in the global order; strictly increasing, gaps allowed. */
  position: bigint;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
};

/** `any`: no check; `no_stream`: the stream must not exist; a number: the stream's current last revision. */
export type ExpectedRevision = 'any' | 'no_stream' | number;

export type AppendResult = { nextExpectedRevision: number; position: bigint };

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/**
 * An event id (the idempotency key) is already recorded, but not as this very append: another
 * stream, another type or another place in the stream. A retried append of the same events is not
 * an error; it returns the first append's result.
 */
export class DuplicateEventIdError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventId: string,
  ) {
    super(`Stream ${streamId}: event id ${eventId} is already recorded by a different append`);
    this.name = 'DuplicateEventIdError';
  }
}

export type Subscription = {
  /** Stops delivering; resolves when the current handler call has finished. */
  stop(): Promise<void>;
};

export type SubscribeOptions = {
  /** Deliver events after this position; undefined delivers from the start. */
  fromPosition?: bigint;
  /** Called once per event, in global order; the next is delivered only after it resolves. */
  handle(event: RecordedEvent): Promise<void>;
  /** Called when delivery fails; the subscription retries from the last handled position. */
  onError?(error: unknown): void;
};

export interface EventStore {
  appendToStream(streamId: string, events: readonly NewEvent[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /** Events of one stream in revision order; an empty list when it does not exist. */
  readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
  /**
   * Events of all streams in global order after `fromPosition`, at most `limit`. Never returns an
   * event while an earlier position could still be committed by a concurrent writer, so an event
   * may show a moment after its append returned (eventual visibility, never a gap).
   */
  readAll(options?: { fromPosition?: bigint; limit?: number }): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** Stops every subscription of this store; the database itself belongs to the caller. */
  close: () => Promise<void>;
}
