import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFailure } from '../../read-models/projection-failures';
import { prepareReadModels } from '../../../../projections/read-model-setup';
import { loadConfig } from '../../config/config';
import type { Database } from '../../db/database';
import type { EventStore } from '../../eventstore/event-store';
import { createPostgresEventStore } from '../../eventstore/postgres-event-store';
import { projectionLagProbe } from './readiness';
import { openMigratedPglite } from '../../../../tests/support/migrated-database';

const metadata = { actor: 'test', correlationId: 'c' };

describe('the projections readiness probe', () => {
  let db: Database;
  let store: EventStore;
  beforeAll(async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db);
    // A read model no runner follows here: it stays at position 0 while events are appended.
    await prepareReadModels(db, [{ name: 'idle', schema: 'SELECT 1', handlers: {} }]);
    await store.appendToStream('counter-1', [1, 2, 3].map((amount) => ({ type: 'Added', data: { amount }, metadata })));
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it('should be ready up to the threshold and name the projection and its next event beyond it', async () => {
    expect(await projectionLagProbe(db, store, 3).check()).toEqual({ ok: true, detail: '3 events behind' });
    const [first] = await store.readAll({ limit: 1 });
    expect(await projectionLagProbe(db, store, 2).check()).toEqual({
      ok: false,
      detail: `projection idle is more than 2 events behind: at position 0, next Added at position ${first!.position} (stream counter-1)`,
    });
  });

  it('should name a failed projection, its event, the error and the lag', async () => {
    const [first] = await store.readAll({ limit: 1 });
    await recordFailure(db, 'idle', first!, new Error('invalid byte sequence for encoding "UTF8": 0x00'));
    expect(await projectionLagProbe(db, store, 1000).check()).toEqual({
      ok: false,
      detail: `projection idle failed on Added at position ${first!.position} (stream counter-1): invalid byte sequence for encoding "UTF8": 0x00; 3 events behind`,
    });
    // Applied meanwhile (by another runner): the record is stale and no longer makes it unready.
    await db.query(`UPDATE projection_checkpoints SET position = $1 WHERE name = 'idle'`, [String(first!.position)]);
    expect(await projectionLagProbe(db, store, 1000).check()).toEqual({ ok: true, detail: '2 events behind' });
  });

  it('should take its threshold from READY_MAX_PROJECTION_LAG, 1000 by default', () => {
    expect(loadConfig({}).readyMaxProjectionLag).toBe(1000);
    expect(loadConfig({ READY_MAX_PROJECTION_LAG: '50' }).readyMaxProjectionLag).toBe(50);
    expect(() => loadConfig({ READY_MAX_PROJECTION_LAG: 'many' })).toThrow(/READY_MAX_PROJECTION_LAG/);
  });
});
