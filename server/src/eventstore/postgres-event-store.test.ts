import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../config/logger';
import { openScratchPostgres } from '../../../tests/integration/eventstore/scratch-postgres';
import { realPostgresUrl } from '../../../tests/support/real-servers';
import type { Database } from '../db/database';
import { describeEventStoreContract } from '../../../tests/support/event-store-contract';
import { DuplicateEventIdError, type EventStore } from './event-store';
import { createPostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';
import { openMigratedPglite } from '../../../tests/support/migrated-database';

// Short intervals so subscription tests do not wait out production-sized pauses.
const fast: PostgresEventStoreOptions = { pollIntervalMs: 20, retryDelayMs: 50, maxRetryDelayMs: 200 };
const metadata = { actor: 'test', correlationId: 'c' };

describeEventStoreContract('PostgreSQL adapter on PGlite (embedded)', async () => {
  const db = await openMigratedPglite();
  return { store: await createPostgresEventStore(db, fast), close: () => db.close() };
});

const serverUrl = await realPostgresUrl();
if (serverUrl) {
  describeEventStoreContract('PostgreSQL adapter on a PostgreSQL server', async () => {
    const scratch = await openScratchPostgres(serverUrl);
    const store = await createPostgresEventStore(scratch.db, fast);
    return {
      store,
      async close() {
        await store.close();
        await scratch.close();
      },
    };
  });
}
// Otherwise realPostgresUrl has already printed the one-line notice that these suites are skipped.

describe('PostgreSQL event store on PGlite', () => {
  let db: Database;
  let store: EventStore | undefined;

  afterEach(async () => {
    await store?.close();
    store = undefined;
    await db.close();
  });

  it('should create its schema idempotently and keep the events of an earlier start', async () => {
    db = await openMigratedPglite();
    await (await createPostgresEventStore(db)).appendToStream('kept', [{ type: 'A', data: {}, metadata }]);
    store = await createPostgresEventStore(db);
    expect((await store.readStream('kept')).map((event) => event.type)).toEqual(['A']);
  });

  it('should keep events forever: deleting, rewriting or truncating them is refused', async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db);
    await store.appendToStream('kept', [{ type: 'A', data: { amount: 1 }, metadata }]);
    await expect(db.query(`DELETE FROM events`)).rejects.toThrow(/kept forever/);
    await expect(db.query(`UPDATE events SET data = '{"amount": 2}'`)).rejects.toThrow(/kept forever/);
    await expect(db.query(`TRUNCATE events`)).rejects.toThrow(/kept forever/);
    await db.query(`UPDATE events SET recorded_at = recorded_at - interval '1 day'`);
    expect((await store.readStream('kept')).map((event) => event.data)).toEqual([{ amount: 1 }]);
  });

  it('should refuse an event id already recorded by a different append', async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db);
    const id = randomUUID();
    await store.appendToStream('first', [{ id, type: 'A', data: {}, metadata }]);
    await expect(store.appendToStream('second', [{ id, type: 'A', data: {}, metadata }])).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(store.appendToStream('first', [{ id, type: 'A', data: {}, metadata }, { type: 'B', data: {}, metadata }])).rejects.toBeInstanceOf(
      DuplicateEventIdError,
    );
    expect(await store.readStream('second')).toEqual([]);
  });

  it('should append a large batch in one call with consecutive revisions and increasing positions', async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db);
    const events = Array.from({ length: 2500 }, (_, n) => ({ type: 'N', data: { n }, metadata }));
    const result = await store.appendToStream('big', events, { expectedRevision: 'no_stream' });
    const read = await store.readStream('big');
    expect(result.nextExpectedRevision).toBe(2499);
    expect(read.map((event) => (event.data as { n: number }).n)).toEqual(events.map((_, n) => n));
    expect(read.every((event, index) => index === 0 || event.position > read[index - 1]!.position)).toBe(true);
    expect(result.position).toBe(read.at(-1)!.position);
  });

  it('should show events restored from a dump of a cluster whose transaction ids were higher', async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db);
    await store.appendToStream('restored', [{ type: 'A', data: {}, metadata }]);
    // What pg_restore leaves behind: the source cluster's transaction id, far above this one's.
    await db.query(`UPDATE events SET transaction_id = (pg_current_xact_id()::text::bigint + 1000000)::text::xid8`);
    expect(await store.readAll()).toEqual([]);
    await store.close();
    const warn = vi.fn();
    store = await createPostgresEventStore(db, { logger: { warn } as unknown as Logger });
    expect((await store.readAll()).map((event) => event.streamId)).toEqual(['restored']);
    expect(warn).toHaveBeenCalledWith({ healed: 1 }, expect.stringContaining('restored dump'));
  });

  it('should stop its subscriptions when closed', async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db, fast);
    const seen: string[] = [];
    store.subscribeToAll({ handle: async (event) => void seen.push(event.type) });
    await store.close();
    await store.appendToStream('s', [{ type: 'A', data: {}, metadata }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
  });
});
