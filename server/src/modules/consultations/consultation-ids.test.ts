import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import type { EventStore } from '../../eventstore/event-store';
import { createPostgresEventStore } from '../../eventstore/postgres-event-store';
import { createConsultationIds } from './consultation-ids';
import { consultationIdsStreamId, consultationStreamId, slotStreamId } from './events';
import { openMigratedPglite } from '../../../../tests/support/migrated-database';

const now = () => new Date('2026-11-22T09:00:00.000Z');
const metadata = { actor: 'test', correlationId: 'consultation-ids-test', now: now() };

describe('consultation ids from the event history', () => {
  let db: Database;
  let store: EventStore;
  beforeEach(async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db);
  });
  afterEach(async () => {
    await store.close();
    await db.close();
  });

  it('should count from 1 in an empty history, each id an event of the counter stream', async () => {
    const ids = createConsultationIds({ store });
    expect([await ids.next(metadata), await ids.next(metadata), await ids.next(metadata)]).toEqual([1, 2, 3]);
    const counter = await store.readStream(consultationIdsStreamId);
    expect(counter.map((event) => [event.type, (event.data as { consultationId: number }).consultationId])).toEqual([
      ['ConsultationIdAllocated', 1],
      ['ConsultationIdAllocated', 2],
      ['ConsultationIdAllocated', 3],
    ]);
  });

  it('should start above the highest id a booking event names in a history from before the counter', async () => {
    const start = '2026-12-01T07:00:00.000Z';
    const by = { ...metadata, schemaVersion: 1 };
    await store.appendToStream(slotStreamId(new Date(start)), [
      { type: 'SlotReserved', data: { start, consultationId: 57, userId: 'u', purchaseId: null, holdUntil: null }, metadata: by },
    ]);
    await store.appendToStream(consultationStreamId(41), [
      {
        type: 'ConsultationBooked',
        data: { consultationId: 41, userId: 'u', start, typeId: 1, paidBy: { kind: 'arranged' }, bookedAt: start },
        metadata: by,
      },
    ]);
    expect(await createConsultationIds({ store }).next(metadata)).toBe(58);
  });

  it('should hand out distinct ids to concurrent writers in one and in several processes', async () => {
    const first = createConsultationIds({ store });
    const second = createConsultationIds({ store });
    const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => (n % 2 ? first : second).next(metadata)));
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n + 1));
    // A writer that missed the others' ids catches up instead of reusing one.
    expect(await first.next(metadata)).toBe(13);
    expect(await second.next(metadata)).toBe(14);
  });
});
