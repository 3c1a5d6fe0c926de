import type { Logger } from '../config/logger';
import type { Database } from '../db/database';
import { DuplicateEventIdError, WrongExpectedRevisionError, type AppendResult, type EventStore, type ExpectedRevision, type NewEvent } from './event-store';
import { startPollingSubscription } from './polling-subscription';
import { appendEvents, currentRevision } from './postgres-append';
import {
  eventColumns,
  eventIdConstraint,
  eventPageQuery,
  isUniqueViolation,
  recordedEventsOfPage,
  streamRevisionConstraint,
  toRecordedEvent,
  type EventRow,
} from './postgres-events-table';

export type PostgresEventStoreOptions = {
  /** How often a subscription looks for new events when idle; local appends wake it at once. */
  pollIntervalMs?: number;
  /** First pause after a failed read or handler; doubles up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Events per `readAll` page inside subscriptions. */
  subscriptionBatchSize?: number;
  logger?: Logger;
};

const defaultReadLimit = 1000;

/**
 * A logical dump (pg_dump) keeps the source cluster's transaction ids. Restored into a cluster
 * whose counter is lower, every event would stay hidden behind the xmin guard until the counter
 * caught up, with nothing logged. No committed row can carry an id at or above one assigned now,
 * so such rows can only come from a restore; they are all committed, so they may read as old.
 */
async function healRestoredTransactionIds(db: Database, logger: Logger | undefined): Promise<void> {
  const { rows } = await db.query<{ healed: string }>(
    `WITH now_xid AS (SELECT pg_current_xact_id() AS xid),
          healed AS (UPDATE events SET transaction_id = '0'::xid8 FROM now_xid WHERE events.transaction_id >= now_xid.xid RETURNING 1)
     SELECT count(*)::text AS healed FROM healed`,
  );
  const healed = Number(rows[0]?.healed ?? 0);
  if (healed === 0) return;
  const message = 'events carried transaction ids from another cluster (a restored dump); marked them as committed';
  if (logger) logger.warn({ healed }, message);
  else console.warn(`[eventstore] ${healed} ${message}`);
}

/**
 * The event store on PostgreSQL, a server or embedded PGlite, through the `Database` port.
 * Positions are handed out in commit order (see `appendEvents`), and `readAll` additionally only
 * returns rows of transactions older than every transaction still in flight
 * (`pg_snapshot_xmin`), so a subscriber never moves past an event that is yet to commit. The
 * `events` table is a write-side migration's (`db/migrations/`): `migrateWriteSide` runs first.
 */
export async function createPostgresEventStore(db: Database, options: PostgresEventStoreOptions = {}): Promise<EventStore> {
  await healRestoredTransactionIds(db, options.logger);
  const subscriptions = new Set<ReturnType<typeof startPollingSubscription>>();

  async function appendOnce(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    try {
      return await db.transaction((tx) => appendEvents(tx, streamId, events, expected));
    } catch (error) {
      // Only a writer that bypassed the append lock can get here: it took the revision between
      // our check and our insert.
      if (isUniqueViolation(error, streamRevisionConstraint)) {
        throw new WrongExpectedRevisionError(streamId, expected, (await currentRevision(db, streamId)) ?? 'no_stream');
      }
      if (isUniqueViolation(error, eventIdConstraint)) {
        const { detail: given } = error as { detail?: unknown };
        const detail = typeof given === 'string' ? given : '';
        throw new DuplicateEventIdError(streamId, /=\(([^)]+)\)/.exec(detail)?.[1] ?? 'unknown');
      }
      throw error;
    }
  }

  const store: EventStore = {
    async appendToStream(streamId, events, appendOptions = {}) {
      if (events.length === 0) throw new Error('appendToStream needs at least one event');
      const expected = appendOptions.expectedRevision ?? 'any';
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await appendOnce(streamId, events, expected);
          for (const subscription of subscriptions) subscription.wake();
          return result;
        } catch (error) {
          // With `any` a lost race is not the caller's concern: take the next revision.
          if (!(error instanceof WrongExpectedRevisionError) || expected !== 'any' || attempt >= 5) throw error;
        }
      }
    },

    async readStream(streamId, readOptions = {}) {
      const { rows } = await db.query<EventRow>(`SELECT ${eventColumns} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`, [
        streamId,
        readOptions.fromRevision ?? 0,
      ]);
      return rows.map(toRecordedEvent);
    },

    async readAll(readOptions = {}) {
      const limit = readOptions.limit ?? defaultReadLimit;
      if (limit <= 0) return [];
      const { rows } = await db.query<{ page: string }>(
        eventPageQuery(`SELECT * FROM events
           WHERE position > $1 AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
           ORDER BY events.position LIMIT $2`),
        [String(readOptions.fromPosition ?? 0n), limit],
      );
      return recordedEventsOfPage(rows[0]?.page ?? '[]');
    },

    subscribeToAll(subscriber) {
      const batchSize = options.subscriptionBatchSize ?? 500;
      const subscription = startPollingSubscription(
        {
          readAfter: (position) => store.readAll({ fromPosition: position, limit: batchSize }),
          batchSize,
          pollIntervalMs: options.pollIntervalMs ?? 100,
          retryDelayMs: options.retryDelayMs ?? 1000,
          maxRetryDelayMs: options.maxRetryDelayMs ?? 30_000,
          logger: options.logger,
        },
        subscriber,
      );
      subscriptions.add(subscription);
      return {
        async stop() {
          subscriptions.delete(subscription);
          await subscription.stop();
        },
      };
    },

    async close() {
      const open = [...subscriptions];
      subscriptions.clear();
      await Promise.all(open.map((subscription) => subscription.stop()));
    },
  };
  return store;
}
