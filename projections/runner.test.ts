import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../server/src/config/logger';
import type { Database } from '../server/src/db/database';
import { openPgliteDatabase } from '../server/src/db/pglite-database';
import type { EventStore } from '../server/src/eventstore/event-store';
import { createPostgresEventStore } from '../server/src/eventstore/postgres-event-store';
import type { Projection } from './projection';
import { startProjections, type ProjectionRunner } from './runner';

const logger = createLogger('silent');
const metadata = { actor: 'test', correlationId: 'c' };

const counter = (options: { failOn?: number } = {}): Projection => ({
  name: 'counter',
  schema: `CREATE TABLE IF NOT EXISTS counter (id int PRIMARY KEY, total int NOT NULL);
           INSERT INTO counter VALUES (1, 0) ON CONFLICT DO NOTHING;`,
  handlers: {
    async Added(tx, event) {
      const amount = (event.data as { amount: number }).amount;
      if (amount === options.failOn) throw new Error('handler failed');
      await tx.query(`UPDATE counter SET total = total + $1 WHERE id = 1`, [amount]);
    },
  },
});

async function total(db: Database): Promise<number> {
  const { rows } = await db.query<{ total: number }>(`SELECT total FROM counter WHERE id = 1`);
  return rows[0]?.total ?? -1;
}

async function checkpoint(db: Database): Promise<string | undefined> {
  const { rows } = await db.query<{ position: string | number }>(`SELECT position FROM projection_checkpoints WHERE name = 'counter'`);
  return rows[0] === undefined ? undefined : String(rows[0].position);
}

describe('projection runner', () => {
  let db: Database;
  let store: EventStore;
  let runner: ProjectionRunner | undefined;

  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
    await db?.close();
  });

  const add = (amount: number) => store.appendToStream('numbers', [{ type: 'Added', data: { amount }, metadata }]);

  it('should apply events, store the checkpoint and resume after a restart without applying twice', async () => {
    db = await openPgliteDatabase(undefined);
    store = await createPostgresEventStore(db);
    runner = await startProjections(db, store, [counter()], logger, { pollIntervalMs: 10 });
    await add(1);
    const second = await add(2);
    await runner.waitForPosition(second.position);
    expect(await total(db)).toBe(3);
    expect(await checkpoint(db)).toBe(String(second.position));

    await runner.stop();
    runner = await startProjections(db, store, [counter()], logger, { pollIntervalMs: 10 });
    const third = await add(4);
    await runner.waitForPosition(third.position);
    expect(await total(db)).toBe(7);
  });

  it('should roll back the read model and the checkpoint together when a handler fails', async () => {
    db = await openPgliteDatabase(undefined);
    store = await createPostgresEventStore(db);
    const first = await add(1);
    await add(13);
    runner = await startProjections(db, store, [counter({ failOn: 13 })], logger, { pollIntervalMs: 10 });
    await expect(runner.waitForPosition(first.position + 1n, 300)).rejects.toThrow(/did not reach/);
    // The batch holding the failing event was not applied, neither its counter change nor its checkpoint.
    expect(await total(db)).toBe(0);
    expect(await checkpoint(db)).toBeUndefined();
  });

  it('should catch up on demand', async () => {
    db = await openPgliteDatabase(undefined);
    store = await createPostgresEventStore(db);
    for (let amount = 1; amount <= 10; amount++) await add(amount);
    runner = await startProjections(db, store, [counter()], logger, { pollIntervalMs: 60_000 });
    await runner.catchUp();
    expect(await total(db)).toBe(55);
  });
});
