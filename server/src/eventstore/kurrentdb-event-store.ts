import { randomUUID } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendResult as KurrentAppendResult,
  type AppendStreamState,
  type JSONType,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { Logger } from '../config/logger';
import {
  WrongExpectedRevisionError,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './event-store';
import { createWaker } from './waker';
import { redactConnectionString } from '../config/redact-url';

export type KurrentEventStoreOptions = {
  /** First pause after a failed subscription or handler; doubles up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Where subscription failures go when the subscriber gave no `onError`. */
  logger?: Logger;
  /** Skip the connection check at creation (it fails fast on a wrong or unreachable URL). */
  skipConnectionCheck?: boolean;
};

const defaultReadLimit = 1000;
/** Events per page when looking backwards for a readable position (see `anchorAtOrBefore`). */
const anchorPageSize = 500;

type AnyResolvedEvent = ResolvedEvent | AllStreamResolvedEvent;

/** The part of the official client the adapter uses (tests may pass a stand-in). */
export type KurrentClient = Pick<KurrentDBClient, 'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'>;

export { redactConnectionString };

const toStreamState = (streamId: string, expected: ExpectedRevision): AppendStreamState => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new Error(`Stream ${streamId}: expected revision must be 'any', 'no_stream' or a revision >= 0, got ${String(expected)}`);
  return BigInt(expected);
};

/** KurrentDB reports a missing stream as `no_stream` or as a negative revision (-1). */
const toActualRevision = (actual: bigint | 'no_stream'): number | 'no_stream' => (actual === 'no_stream' || actual < 0n ? 'no_stream' : Number(actual));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/** Data of an event written as binary by another tool: JSON when it parses, else the text. */
function decodeBinary(bytes: Uint8Array): unknown {
  const text = Buffer.from(bytes).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Position errors and the like are worth a second approach; an unreachable server is not. */
const isConnectionError = (error: unknown): boolean => {
  const type = (error as { type?: unknown } | null)?.type;
  return type === 'unavailable' || type === 'deadline-exceeded' || type === 'access-denied' || type === 'not-leader' || type === 'cancelled';
};

const isSystem = (streamId: string, type: string) => streamId.startsWith('$') || type.startsWith('$');

/**
 * Our `RecordedEvent` from the client's. The global position is the `$all` commit position: an
 * event appended through `appendToStream` commits itself, so its commit and prepare positions are
 * equal and unique. Returns undefined for KurrentDB's own (`$`) events when `skipSystem` is set.
 */
function toRecordedEvent(resolved: AnyResolvedEvent, skipSystem: boolean): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event) return undefined;
  if (skipSystem && isSystem(event.streamId, event.type)) return undefined;
  const position = event.position?.commit ?? resolved.commitPosition;
  if (position === undefined) {
    throw new Error(`KurrentDB returned event ${event.id} of ${event.streamId} without its $all position: a server of version 22.6 or later is needed`);
  }
  const metadata: EventMetadata = isPlainObject(event.metadata)
    ? (event.metadata as EventMetadata)
    : // Written by another tool without our metadata.
      { actor: 'unknown', correlationId: '' };
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position,
    type: event.type,
    data: event.isJson ? event.data : decodeBinary(event.data),
    metadata,
    recordedAt: event.created,
  };
}

/**
 * The event store on EventStoreDB / KurrentDB through the official client
 * (`@kurrent/kurrentdb-client`). Streams, revisions and the `$all` order are the database's own;
 * our position is the `$all` commit position. KurrentDB's own events (stream or type starting with
 * `$`) never show in `readAll` or subscriptions.
 *
 * Differences from the PostgreSQL adapter: KurrentDB keeps event ids unique per stream only (no
 * `DuplicateEventIdError`), and its idempotency for retried appends is the server's: exact for
 * `no_stream` and exact revisions, best effort for `any`.
 */
export async function createKurrentEventStore(connection: string | KurrentClient, options: KurrentEventStoreOptions = {}): Promise<EventStore> {
  // A client made here from a connection string belongs to the store; one passed in, to the caller.
  const owned = typeof connection === 'string';
  const where = owned ? ` at ${redactConnectionString(connection)}` : '';
  let client: KurrentClient;
  try {
    client = owned ? KurrentDBClient.connectionString(connection) : connection;
  } catch (error) {
    throw new Error(`Not an EventStoreDB connection string${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
  const subscriptions = new Set<Subscription>();

  if (!options.skipConnectionCheck) {
    try {
      for await (const _event of client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })) break;
    } catch (error) {
      if (owned) await client.dispose();
      const hint = isConnectionError(error) ? ' (is it running? an insecure node needs ?tls=false in the connection string)' : '';
      throw new Error(`EventStoreDB not reachable${where}: ${error instanceof Error ? error.message : String(error)}${hint}`, { cause: error });
    }
  }

  /** The `$all` position of one event of a stream (the server's answer to an append may lack it). */
  async function positionOf(streamId: string, revision: bigint, fallback: Position | undefined): Promise<bigint> {
    try {
      // From the leader, which has the event for sure (a follower may lag behind the append).
      for await (const resolved of client.readStream(streamId, { fromRevision: revision, maxCount: 1, requiresLeader: true })) {
        const position = resolved.event?.position?.commit ?? resolved.commitPosition;
        if (position !== undefined) return position;
      }
    } catch (error) {
      if (!fallback || !(error instanceof StreamNotFoundError)) throw error;
    }
    if (fallback) return fallback.commit;
    throw new Error(`Stream ${streamId}: KurrentDB gave no position for revision ${revision}`);
  }

  /**
   * A position from which `$all` can be read that is at or before `after`. A position KurrentDB
   * handed out (an event's) is one; any other number may point into the middle of a log record,
   * which the server refuses. Then the nearest event at or before it is found by reading `$all`
   * backwards from the end, which only happens for positions that no event of this store has.
   */
  async function anchorAtOrBefore(after: bigint): Promise<ReadPosition> {
    let from: ReadPosition = END;
    for (;;) {
      let count = 0;
      let last: Position | undefined;
      for await (const resolved of client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: anchorPageSize })) {
        count += 1;
        const position = resolved.event?.position ?? resolved.link?.position;
        if (!position) continue;
        if (position.commit <= after) return position;
        last = position;
      }
      if (count < anchorPageSize || !last) return START;
      from = last;
    }
  }

  /** Reads `$all` forwards from `start`: at most `limit` of our events after position `after`. */
  async function readPage(start: ReadPosition, after: bigint | undefined, limit: number): Promise<RecordedEvent[]> {
    const found: RecordedEvent[] = [];
    // One more than the limit: a read from an event's position starts with that very event.
    const maxCount = after === undefined ? limit : limit + 1;
    for await (const resolved of client.readAll({ fromPosition: start, maxCount, filter: excludeSystemEvents() })) {
      const event = toRecordedEvent(resolved, true);
      if (!event || (after !== undefined && event.position <= after)) continue;
      found.push(event);
      if (found.length === limit) break;
    }
    return found;
  }

  /** Where to start reading for events after `after`: the position itself when KurrentDB can read from it. */
  async function startFor(after: bigint): Promise<ReadPosition> {
    if (after <= 0n) return START;
    const exact: Position = { commit: after, prepare: after };
    try {
      for await (const _resolved of client.readAll({ fromPosition: exact, maxCount: 1 })) break;
      return exact;
    } catch (error) {
      if (isConnectionError(error)) throw error;
      return anchorAtOrBefore(after);
    }
  }

  function startSubscription(subscriber: SubscribeOptions): Subscription {
    // Undefined: from the very start, the first event included.
    let checkpoint = subscriber.fromPosition;
    let stopped = false;
    let failures = 0;
    const stopWaker = createWaker();
    let signalStop!: () => void;
    const stopSignal = new Promise<'stopped'>((resolve) => (signalStop = () => resolve('stopped')));

    const report = (error: unknown) => {
      try {
        if (subscriber.onError) subscriber.onError(error);
        else if (options.logger) options.logger.error({ err: error, position: String(checkpoint ?? 'start'), failures }, 'event subscription failed; retrying');
        else console.error(`[eventstore] subscription failed at position ${String(checkpoint ?? 'start')}; retrying`, error);
      } catch (reportError) {
        // A throwing onError must not end the subscription: it would stop delivering silently.
        console.error('[eventstore] subscription onError threw', reportError);
      }
    };

    const detach = async (live: AllStreamSubscription) => {
      try {
        await live.unsubscribe();
      } catch {
        // Already gone with its connection.
      }
      live.destroy();
    };

    /** One server subscription from the checkpoint; returns when stopped, throws on any failure. */
    async function deliver(): Promise<void> {
      const from = checkpoint === undefined ? START : await startFor(checkpoint);
      if (stopped) return;
      const live = client.subscribeToAll({ fromPosition: from, filter: excludeSystemEvents() });
      // Failures reach the iterator below; this listener keeps one that comes after it from
      // crashing the process as an unhandled 'error' event.
      live.on('error', () => undefined);
      try {
        const events = live[Symbol.asyncIterator]();
        for (;;) {
          if (stopped) return;
          const next = events.next();
          next.catch(() => undefined);
          const step = await Promise.race([next, stopSignal]);
          if (step === 'stopped' || stopped) return;
          if (step.done) throw new Error('the server ended the $all subscription');
          const event = toRecordedEvent(step.value, true);
          if (!event || (checkpoint !== undefined && event.position <= checkpoint)) continue;
          await subscriber.handle(event);
          checkpoint = event.position;
          failures = 0;
        }
      } finally {
        await detach(live);
      }
    }

    const loop = (async () => {
      while (!stopped) {
        try {
          await deliver();
        } catch (error) {
          if (stopped) return;
          failures += 1;
          report(error);
          await stopWaker.pause(Math.min(retryDelayMs * 2 ** (failures - 1), maxRetryDelayMs));
        }
      }
    })();

    const subscription: Subscription = {
      async stop() {
        stopped = true;
        subscriptions.delete(subscription);
        signalStop();
        stopWaker.wake();
        await loop;
      },
    };
    return subscription;
  }

  const store: EventStore = {
    async appendToStream(streamId, events: readonly NewEvent[], appendOptions = {}) {
      if (events.length === 0) throw new Error('appendToStream needs at least one event');
      const expected = appendOptions.expectedRevision ?? 'any';
      const streamState = toStreamState(streamId, expected);
      const proposed = events.map((event) =>
        jsonEvent({
          id: event.id ?? randomUUID(),
          type: event.type,
          // JSON as the client writes it (JSON.stringify); undefined has no JSON form.
          data: (event.data ?? null) as JSONType,
          metadata: event.metadata,
        }),
      );
      let result: KurrentAppendResult;
      try {
        result = await client.appendToStream(streamId, proposed, { streamState });
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) throw new WrongExpectedRevisionError(streamId, expected, toActualRevision(error.actualState));
        throw error;
      }
      if (!result.success) throw new WrongExpectedRevisionError(streamId, expected, toActualRevision(result.nextExpectedRevision));
      // The position is read back rather than taken from the answer: an idempotent retry comes
      // without one on some versions, and this way it is exactly what reads show.
      const position = await positionOf(streamId, result.nextExpectedRevision, result.position);
      return { nextExpectedRevision: Number(result.nextExpectedRevision), position };
    },

    async readStream(streamId, readOptions = {}) {
      const fromRevision = readOptions.fromRevision ?? 0;
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamId, { fromRevision: BigInt(fromRevision), direction: FORWARDS })) {
          const event = toRecordedEvent(resolved, false);
          if (event) events.push(event);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return [];
        throw error;
      }
      return events;
    },

    async readAll(readOptions = {}) {
      const limit = readOptions.limit ?? defaultReadLimit;
      if (limit <= 0) return [];
      const after = readOptions.fromPosition;
      if (after === undefined || after <= 0n) return readPage(START, after, limit);
      try {
        return await readPage({ commit: after, prepare: after }, after, limit);
      } catch (error) {
        // Not a position KurrentDB can read from (see anchorAtOrBefore).
        if (isConnectionError(error)) throw error;
        let anchor: ReadPosition;
        try {
          anchor = await anchorAtOrBefore(after);
        } catch {
          throw error;
        }
        return readPage(anchor, after, limit);
      }
    },

    subscribeToAll(subscriber) {
      const subscription = startSubscription(subscriber);
      subscriptions.add(subscription);
      return subscription;
    },

    async close() {
      const open = [...subscriptions];
      subscriptions.clear();
      await Promise.all(open.map((subscription) => subscription.stop()));
      if (owned) await client.dispose();
    },
  };
  return store;
}
