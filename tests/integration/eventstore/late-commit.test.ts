import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/src/db/database';
import { openPostgresDatabase } from '../../../server/src/db/postgres-database';
import type { EventStore, RecordedEvent } from '../../../server/src/eventstore/event-store';
import { createPostgresEventStore } from '../../../server/src/eventstore/postgres-event-store';
import { createScratchDatabase, realPostgresUrl } from '../../support/real-servers';

const serverUrl = await realPostgresUrl();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Inserts one event in a transaction that stays open for `holdMs` before it commits. */
async function slowAppend(url: string, streamId: string, holdMs: number): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const id = randomUUID();
  try {
    await client.query('BEGIN');
    await client.query(`INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES ($1, $2, 0, 'Slow', '{}', '{"actor":"test","correlationId":"c"}')`, [id, streamId]);
    await sleep(holdMs);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  return id;
}

describe.skipIf(!serverUrl)('event store on a PostgreSQL server under concurrent writers', () => {
  let db: Database;
  let store: EventStore;
  let url: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(serverUrl!);
    url = scratch.url;
    drop = scratch.drop;
    db = await openPostgresDatabase(url, 20);
    store = await createPostgresEventStore(db, { pollIntervalMs: 10 });
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('should not show an event committed after a later position until the earlier one commits', async () => {
    const slow = slowAppend(url, `slow-${randomUUID()}`, 700);
    await sleep(150); // the slow transaction now holds a lower position, uncommitted
    await store.appendToStream(`fast-${randomUUID()}`, [{ type: 'Fast', data: {}, metadata: { actor: 'test', correlationId: 'c' } }]);
    const whileOpen = await store.readAll();
    expect(whileOpen.map((event) => event.type)).not.toContain('Fast');
    await slow;
    const afterCommit = await store.readAll();
    expect(afterCommit.map((event) => event.type)).toEqual(['Slow', 'Fast']);
  });

  it('should deliver every event exactly once, in position order, while many writers commit out of order', async () => {
    const start = (await store.readAll({ limit: 100_000 })).at(-1)?.position ?? 0n;
    const writers = 8;
    const perWriter = 60;
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({
      fromPosition: start,
      async handle(event) {
        seen.push(event);
      },
    });
    const written = new Set<string>();
    const work = Array.from({ length: writers }, async (_, writer) => {
      for (let n = 0; n < perWriter; n++) {
        if (n % 15 === 7) {
          written.add(await slowAppend(url, `writer-${writer}-slow-${n}`, 30 + ((writer * 37 + n) % 120)));
        } else {
          const id = randomUUID();
          await store.appendToStream(`writer-${writer}`, [{ id, type: 'Written', data: { writer, n }, metadata: { actor: 'test', correlationId: 'c' } }]);
          written.add(id);
        }
      }
    });
    await Promise.all(work);
    const deadline = Date.now() + 15_000;
    while (seen.length < written.size && Date.now() < deadline) await sleep(20);
    await subscription.stop();

    expect(seen).toHaveLength(written.size);
    expect(new Set(seen.map((event) => event.id))).toEqual(written);
    for (let index = 1; index < seen.length; index++) {
      expect(seen[index]!.position).toBeGreaterThan(seen[index - 1]!.position);
    }
  });
});
