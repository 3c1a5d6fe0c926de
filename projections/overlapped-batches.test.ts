import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openScratchPostgres } from '../tests/integration/eventstore/scratch-postgres';
import { realPostgresUrl } from '../tests/support/real-servers';
import type { Database } from '../server/src/db/database';
import { openPgliteDatabase } from '../server/src/db/pglite-database';
import type { RecordedEvent } from '../server/src/eventstore/event-store';
import { applyEvent, ProjectionHandlerError } from './apply-batch';
import { applyOverlapped, type Batch, type BatchWork } from './overlapped-batches';
import { totalsProjection } from '../tests/support/totals-projection';

const metadata = { actor: 'test', correlationId: 'c' };
let position = 0n;
const added = (key: string, amount: number): RecordedEvent => ({
  id: `event-${++position}`,
  position,
  streamId: key,
  revision: 0,
  type: 'Added',
  data: { key, amount },
  metadata,
  recordedAt: new Date('2027-01-01T07:00:00.000Z'),
});
/** Asks the handler to read the key's current total, which must include every earlier batch. */
const copied = (from: string, to: string): RecordedEvent => ({ ...added(to, 0), type: 'Copied', data: { from, to } });

const work: BatchWork = {
  begin: async () => {},
  async handle(writes, batch) {
    for (const event of batch) await applyEvent(writes.writerFor(totalsProjection.name), totalsProjection, event);
  },
};

async function* batchesOf(batches: readonly Batch[]): AsyncGenerator<Batch> {
  yield* batches;
}

type Opened = { db: Database; close: () => Promise<void> };

const overlappedBatches = (open: () => Promise<Opened>) => () => {
  let db: Database;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ db, close } = await open());
  });
  afterAll(async () => {
    await close?.();
  });
  beforeEach(async () => {
    await db.exec(`DROP TABLE IF EXISTS test_totals; ${totalsProjection.schema}`);
  });

  const table = async () => (await db.query<{ key: string; total: number }>(`SELECT key, total FROM test_totals ORDER BY key`)).rows;

  it('should apply every batch in order, a read in a later batch seeing the earlier batches', async () => {
    const applied: number[] = [];
    const batches = [[added('a', 1), added('b', 2)], [added('a', 3), copied('a', 'c')], [copied('c', 'd'), added('a', 5)], [copied('a', 'e')]];
    const outcome = await applyOverlapped(db, batchesOf(batches), work, (events) => applied.push(events));
    expect(outcome.unapplied).toEqual([]);
    expect(applied).toEqual([2, 2, 2, 1]);
    expect(await table()).toEqual([
      { key: 'a', total: 9 },
      { key: 'b', total: 2 },
      { key: 'c', total: 4 },
      { key: 'd', total: 4 },
      { key: 'e', total: 9 },
    ]);
  });

  it('should give back the batch the server refused and the one read after it, with nothing of them applied', async () => {
    const applied: number[] = [];
    const refused = [added('x', 6), added('x', 7)];
    const after = [added('y', 1)];
    const pages = batchesOf([[added('a', 1)], refused, after, [added('z', 1)]]);
    const outcome = await applyOverlapped(db, pages, work, (events) => applied.push(events));
    expect(outcome.unapplied).toEqual([refused, after]);
    expect(applied).toEqual([1]);
    expect(await table()).toEqual([{ key: 'a', total: 1 }]);
    // The batches not yet read are still there for the caller.
    expect((await pages.next()).value).toEqual([expect.objectContaining({ streamId: 'z' })]);
  });

  it('should name the event a handler failed on', async () => {
    const failing = added('b', -1);
    const outcome = applyOverlapped(db, batchesOf([[added('a', 1)], [added('b', 1), failing], [added('c', 1)]]), work);
    await expect(outcome).rejects.toThrow(ProjectionHandlerError);
    await expect(outcome).rejects.toMatchObject({ projection: totalsProjection.name, event: failing });
    expect(await table()).toEqual([{ key: 'a', total: 1 }]);
  });
};

describe(
  'overlapped batches (PGlite)',
  overlappedBatches(async () => {
    const db = await openPgliteDatabase(undefined);
    return { db, close: () => db.close() };
  }),
);

const serverUrl = await realPostgresUrl();
describe.skipIf(!serverUrl)('overlapped batches (PostgreSQL server; skipped without one: TEST_DATABASE_URL)', overlappedBatches(() => openScratchPostgres(serverUrl!)));
