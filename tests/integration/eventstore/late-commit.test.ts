import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/src/db/database';
import { openPostgresDatabase } from '../../../server/src/db/postgres-database';
import { WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from '../../../server/src/eventstore/event-store';
import { createPostgresEventStore } from '../../../server/src/eventstore/postgres-event-store';
import { appendLock } from '../../../server/src/eventstore/postgres-events-table';
import { budgetUnderLoad } from '../../support/loaded-run';
import { realPostgresUrl } from '../../support/real-servers';
import { openScratchPostgres } from './scratch-postgres';

const serverUrl = await realPostgresUrl();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const metadata = { actor: 'test', correlationId: 'c' };
const newEvent = (type: string, data: unknown = {}): NewEvent & { id: string } => ({ id: randomUUID(), type, data, metadata });

/** A connection of its own, for transactions the store would never leave open. */
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * Inserts one event with a transaction of its own kept open for `holdMs` (pg_sleep) before it
 * commits: its position is drawn early and becomes visible late. `bypassLock` inserts it the way a
 * writer that bypasses the store's append lock would, so later positions commit meanwhile; without
 * it the insert takes the lock first, as every append of the store does (`appendEvents`), and the
 * other writers wait for its commit. Only the locked way promises delivery: a bypassing writer can
 * draw its position, be overtaken by a writer with an older transaction id that commits, and be
 * passed over for good (see `postgres-append.ts`).
 */
async function slowInsert(client: pg.Client, streamId: string, holdMs: number, options: { bypassLock: boolean }): Promise<string> {
  const id = randomUUID();
  await client.query('BEGIN');
  try {
    if (!options.bypassLock) await client.query(`SELECT pg_advisory_xact_lock($1, $2)`, [appendLock.namespace, appendLock.key]);
    await client.query(`INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES ($1, $2, 0, 'Slow', '{}', $3)`, [
      id,
      streamId,
      JSON.stringify(metadata),
    ]);
    await client.query(`SELECT pg_sleep($1)`, [holdMs / 1000]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  return id;
}

describe.skipIf(!serverUrl)('event store on a PostgreSQL server under concurrent writers', () => {
  let db: Database;
  let store: EventStore;
  let url: string;
  let closeScratch: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await openScratchPostgres(serverUrl!);
    ({ db, url } = scratch);
    closeScratch = scratch.close;
    store = await createPostgresEventStore(db, { pollIntervalMs: 10, retryDelayMs: 50 });
  });
  afterAll(async () => {
    await store?.close();
    await closeScratch?.();
  });

  it('should not show an event committed after a later position until the earlier one commits', async () => {
    const client = await connect(url);
    try {
      const slow = slowInsert(client, `slow-${randomUUID()}`, 700, { bypassLock: true });
      await sleep(150); // the slow transaction now holds a lower position, uncommitted
      await store.appendToStream(`fast-${randomUUID()}`, [newEvent('Fast')]);
      const whileOpen = await store.readAll();
      expect(whileOpen.map((event) => event.type)).not.toContain('Fast');
      await slow;
      // Other transactions on the server (other databases' too) may still hold both back a moment.
      const deadline = Date.now() + 10_000;
      let afterCommit = await store.readAll();
      while (afterCommit.length < 2 && Date.now() < deadline) {
        await sleep(20);
        afterCommit = await store.readAll();
      }
      expect(afterCommit.map((event) => event.type)).toEqual(['Slow', 'Fast']);
      expect(afterCommit[0]!.position).toBeLessThan(afterCommit[1]!.position);
    } finally {
      await client.end();
    }
  });

  it('should deliver every event exactly once, in position order, while many writers append at once, some holding their transaction open', async () => {
    const writers = 8;
    const perWriter = 200;
    // Not readAll: it may still hold back the last test's events, which would then count here.
    const { rows } = await db.query<{ head: string }>(`SELECT coalesce(max(position), 0)::text AS head FROM events`);
    const start = BigInt(rows[0]!.head);
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ fromPosition: start, handle: async (event) => void seen.push(event) });

    const written = new Set<string>();
    const work = Array.from({ length: writers }, async (_, writer) => {
      // Each writer is its own process as far as PostgreSQL knows: its own connection and store.
      const own = await openPostgresDatabase(url, 1);
      const ownStore = await createPostgresEventStore(own);
      const raw = await connect(url);
      try {
        for (let n = 0; n < perWriter; n++) {
          if (n % 25 === 7) {
            // A slow append as the store makes it (holding the append lock): a bypassing one may be passed over by design.
            written.add(await slowInsert(raw, `writer-${writer}-slow-${n}`, 20 + ((writer * 37 + n) % 100), { bypassLock: false }));
          } else if (n % 10 === 3) {
            const batch = [newEvent('Batch', { writer, n }), newEvent('Batch', { writer, n, second: true })];
            await ownStore.appendToStream(`writer-${writer}`, batch);
            for (const event of batch) written.add(event.id);
            n += 1;
          } else {
            const event = newEvent('Written', { writer, n });
            await ownStore.appendToStream(`writer-${writer}`, [event]);
            written.add(event.id);
          }
        }
      } finally {
        await raw.end();
        await ownStore.close();
        await own.close();
      }
    });
    await Promise.all(work);
    expect(written.size).toBe(writers * perWriter);

    const deadline = Date.now() + 20_000;
    while (seen.length < written.size && Date.now() < deadline) await sleep(20);
    await sleep(100); // anything delivered twice would show up by now
    await subscription.stop();

    expect(seen).toHaveLength(written.size);
    expect(new Set(seen.map((event) => event.id))).toEqual(written);
    for (let index = 1; index < seen.length; index++) {
      expect(seen[index]!.position).toBeGreaterThan(seen[index - 1]!.position);
    }
  }, budgetUnderLoad(7_200)); // 7.1 s alone, 12–13 s in a quiet npm test, past 30 s in a loaded one (2026-11-28, run 47)

  it('should hand out positions in commit order: an append waits while another holds the append lock', async () => {
    const holder = await connect(url);
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT pg_advisory_xact_lock($1, $2)`, [appendLock.namespace, appendLock.key]);
      let appended = false;
      const append = store.appendToStream(`locked-${randomUUID()}`, [newEvent('Waited')]).then((result) => {
        appended = true;
        return result;
      });
      await sleep(200);
      expect(appended).toBe(false);
      await holder.query('COMMIT');
      await append;
      expect(appended).toBe(true);
    } finally {
      await holder.end();
    }
  });

  it('should turn a unique-index clash with a writer that bypassed the lock into a wrong expected revision', async () => {
    const streamId = `raced-${randomUUID()}`;
    await store.appendToStream(streamId, [newEvent('Created')], { expectedRevision: 'no_stream' });
    const rival = await connect(url);
    try {
      await rival.query('BEGIN');
      await rival.query(`INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES ($1, $2, 1, 'Rival', '{}', $3)`, [
        randomUUID(),
        streamId,
        JSON.stringify(metadata),
      ]);
      // Our revision check cannot see the uncommitted row; our insert then waits on the index.
      const ours = store.appendToStream(streamId, [newEvent('Ours')], { expectedRevision: 0 }).catch((error: unknown) => error);
      await sleep(200);
      await rival.query('COMMIT');
      const error = await ours;
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ streamId, expected: 0, actual: 1 });
    } finally {
      await rival.end();
    }
    expect((await store.readStream(streamId)).map((event) => event.type)).toEqual(['Created', 'Rival']);
  });
});
