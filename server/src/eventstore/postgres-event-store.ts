import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './event-store';

export const eventStoreSchema = `
  CREATE TABLE IF NOT EXISTS events (
    position bigserial PRIMARY KEY,
    id uuid NOT NULL UNIQUE,
    stream_id text NOT NULL,
    revision integer NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
    UNIQUE (stream_id, revision)
  );
`;

type EventRow = {
  position: string | number | bigint;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date | string;
};

const columns = 'position, id, stream_id, revision, type, data, metadata, recorded_at';

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.id,
  streamId: row.stream_id,
  revision: row.revision,
  position: BigInt(String(row.position)),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  recordedAt: new Date(row.recorded_at),
});

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

async function currentRevision(tx: Queryable, streamId: string): Promise<number | undefined> {
  const { rows } = await tx.query<{ revision: number | null }>(`SELECT max(revision) AS revision FROM events WHERE stream_id = $1`, [streamId]);
  return rows[0]?.revision ?? undefined;
}

function assertExpected(streamId: string, expected: ExpectedRevision, actual: number | undefined): void {
  if (expected === 'any') return;
  if (expected === 'no_stream' ? actual === undefined : actual === expected) return;
  throw new WrongExpectedRevisionError(streamId, expected, actual ?? 'no_stream');
}

/**
 * The event store on PostgreSQL (a server or embedded PGlite). Global order is the `position`
 * sequence; readers only see events of transactions older than every transaction still in flight
 * (`pg_snapshot_xmin`), so an event committed late with a lower position is never skipped.
 */
export async function createPostgresEventStore(db: Database, options: { pollIntervalMs?: number } = {}): Promise<EventStore> {
  await db.exec(eventStoreSchema);
  const pollIntervalMs = options.pollIntervalMs ?? 100;
  const wakers = new Set<() => void>();
  const wakeSubscribers = () => {
    for (const wake of wakers) wake();
  };

  async function append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return db.transaction(async (tx) => {
      const actual = await currentRevision(tx, streamId);
      assertExpected(streamId, expected, actual);
      let revision = actual ?? -1;
      let position = 0n;
      for (const event of events) {
        revision += 1;
        const { rows } = await tx.query<{ position: string | number }>(
          `INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6) RETURNING position`,
          [event.id ?? randomUUID(), streamId, revision, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
        );
        position = BigInt(String(rows[0]?.position));
      }
      return { nextExpectedRevision: revision, position };
    });
  }

  const store: EventStore = {
    async appendToStream(streamId, events, options = {}) {
      if (events.length === 0) throw new Error('appendToStream needs at least one event');
      const expected = options.expectedRevision ?? 'any';
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await append(streamId, events, expected);
          wakeSubscribers();
          return result;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // Another writer took the revision between our read and insert.
          if (expected !== 'any' || attempt >= 10) {
            throw new WrongExpectedRevisionError(streamId, expected, (await currentRevision(db, streamId)) ?? 'no_stream');
          }
        }
      }
    },

    async readStream(streamId, options = {}) {
      const { rows } = await db.query<EventRow>(
        `SELECT ${columns} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
        [streamId, options.fromRevision ?? 0],
      );
      return rows.map(toRecorded);
    },

    async readAll(options = {}) {
      const { rows } = await db.query<EventRow>(
        `SELECT ${columns} FROM events
         WHERE position > $1 AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY position LIMIT $2`,
        [String(options.fromPosition ?? 0n), options.limit ?? 1000],
      );
      return rows.map(toRecorded);
    },

    subscribeToAll(options: SubscribeOptions): Subscription {
      let position = options.fromPosition ?? 0n;
      let stopped = false;
      let wake: () => void = () => {};
      const waker = () => wake();
      wakers.add(waker);
      const pause = (ms: number) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      const loop = (async () => {
        while (!stopped) {
          try {
            const batch = await store.readAll({ fromPosition: position, limit: 500 });
            for (const event of batch) {
              if (stopped) return;
              await options.handle(event);
              position = event.position;
            }
            if (batch.length === 0) await pause(pollIntervalMs);
          } catch (error) {
            options.onError?.(error);
            await pause(Math.max(pollIntervalMs, 1000));
          }
        }
      })();
      return {
        async stop() {
          stopped = true;
          wakers.delete(waker);
          wake();
          await loop;
        },
      };
    },

    async close() {
      wakeSubscribers();
    },
  };
  return store;
}
