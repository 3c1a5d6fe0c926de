import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../server/src/db/database';
import type { EventStore } from '../server/src/eventstore/event-store';
import { createPostgresEventStore } from '../server/src/eventstore/postgres-event-store';
import { openMigratedPglite } from '../tests/support/migrated-database';
import { ProjectionHandlerError } from './apply-batch';
import { prepareReadModels } from './read-model-setup';
import { replayAndCompare } from './replay';
import { totalsProjection as totals } from '../tests/support/totals-projection';

const metadata = { actor: 'test', correlationId: 'c' };

describe('replay', () => {
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db);
    await prepareReadModels(db, [totals]);
  });
  afterAll(async () => {
    await db?.close();
  });

  const add = (key: string, amount: number) => store.appendToStream(key, [{ type: 'Added', data: { key, amount }, metadata }]);

  it('should rebuild the read model in small batches and find no difference', async () => {
    for (const [key, amount] of [['anna', 3], ['bella', 4], ['anna', 5], ['clara', 1], ['bella', 2]] as const) {
      await add(key, amount);
      await db.query(`INSERT INTO test_totals (key, total) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET total = test_totals.total + excluded.total`, [key, amount]);
    }
    const progress: number[] = [];
    const report = await replayAndCompare(db, store, [totals], { batchSize: 2, onProgress: (events) => progress.push(events) });
    expect(report.events).toBe(5);
    expect(progress).toEqual([2, 4, 5]);
    expect(report.differences).toEqual([]);
  });

  it('should name the event whose write the server refused, after the batches before it', async () => {
    const refused = await add('dora', 13);
    const replay = replayAndCompare(db, store, [totals], { batchSize: 2 });
    await expect(replay).rejects.toThrow(ProjectionHandlerError);
    await expect(replay).rejects.toMatchObject({ projection: totals.name, event: { type: 'Added', position: refused.position } });
  });
});
