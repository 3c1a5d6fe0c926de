import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../server/src/db/database';
import type { EventStore } from '../server/src/eventstore/event-store';
import { createPostgresEventStore } from '../server/src/eventstore/postgres-event-store';
import { openMigratedPglite } from '../tests/support/migrated-database';
import { ProjectionHandlerError } from './apply-batch';
import type { Projection } from './projection';
import { prepareReadModels } from './read-model-setup';
import { replayAndCompare } from './replay';
import { rowStatement } from './row-statements';

const metadata = { actor: 'test', correlationId: 'c' };

const scored = rowStatement({
  table: 'replay_scores',
  columns: { name: 'text', points: 'integer' },
  key: (row) => row.name,
  sql: (rows) => `INSERT INTO replay_scores (name, points) SELECT name, points FROM ${rows} ON CONFLICT (name) DO UPDATE SET points = replay_scores.points + excluded.points`,
});

/** Sums points per name; the table refuses a total of 13 (a write the server refuses), the handler a negative score. */
const scores: Projection = {
  name: 'replay-scores',
  schema: `CREATE TABLE IF NOT EXISTS replay_scores (name text PRIMARY KEY, points integer NOT NULL CHECK (points <> 13))`,
  handlers: {
    async Scored(tx, event) {
      const { name, points } = event.data as { name: string; points: number };
      if (points < 0) throw new Error('a negative score');
      await tx.write(scored, { name, points });
    },
  },
};

describe('replay', () => {
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db);
    await prepareReadModels(db, [scores]);
  });
  afterAll(async () => {
    await db?.close();
  });

  const score = (name: string, points: number) => store.appendToStream(name, [{ type: 'Scored', data: { name, points }, metadata }]);

  it('should rebuild the read model in small batches and find no difference', async () => {
    for (const [name, points] of [['anna', 3], ['bella', 4], ['anna', 5], ['clara', 1], ['bella', 2]] as const) {
      await score(name, points);
      await db.query(`INSERT INTO replay_scores (name, points) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET points = replay_scores.points + excluded.points`, [name, points]);
    }
    const progress: number[] = [];
    const report = await replayAndCompare(db, store, [scores], { batchSize: 2, onProgress: (events) => progress.push(events) });
    expect(report.events).toBe(5);
    expect(progress).toEqual([2, 4, 5]);
    expect(report.differences).toEqual([]);
  });

  it('should name the event whose write the server refused, after the batches before it', async () => {
    const refused = await score('dora', 13);
    const replay = replayAndCompare(db, store, [scores], { batchSize: 2 });
    await expect(replay).rejects.toThrow(ProjectionHandlerError);
    await expect(replay).rejects.toMatchObject({ projection: scores.name, event: { type: 'Scored', position: refused.position } });
  });
});
