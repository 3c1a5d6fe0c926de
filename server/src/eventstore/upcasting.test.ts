import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './event-store';
import { createPostgresEventStore } from './postgres-event-store';
import { currentSchemaVersion, upcastEvent, withUpcasting, type Upcaster } from './upcasting';
import { openMigratedPglite } from '../../../tests/support/migrated-database';

const recorded = (metadata: RecordedEvent['metadata']): RecordedEvent => ({
  id: 'e1',
  streamId: 'purchase-1',
  revision: 0,
  position: 1n,
  type: 'PurchaseStarted',
  data: { purchaseId: '1' },
  metadata,
  recordedAt: new Date('2026-11-01T10:00:00Z'),
});

describe('upcasting', () => {
  it('should read a version-1 guest event without the address in its actor', () => {
    const upcast = upcastEvent(recorded({ actor: 'guest:anna@example.ru', correlationId: 'c', schemaVersion: 1 }));
    expect(upcast.metadata).toEqual({ actor: 'guest', correlationId: 'c', schemaVersion: currentSchemaVersion });
  });

  it('should drop the control characters a version-2 event was stored with, so a projection can apply it', () => {
    const stored = { ...recorded({ actor: 'u1', correlationId: 'c', schemaVersion: 2 }), type: 'UserNameChanged', data: { userId: 'u1', name: 'Ан\u0000на\u0007', tags: ['a\u001b', { 'k\u0000': 'ok\tfine\n' }], lone: 'x\uD800' } };
    expect(upcastEvent(stored).data).toEqual({ userId: 'u1', name: 'Анна', tags: ['a', { k: 'ok\tfine\n' }], lone: 'x\uFFFD' });
  });

  it('should read a version-3 booking with what pays for the session as `paidBy`, and leave other events and version-4 ones alone', () => {
    const data = { consultationId: 7, userId: 'u1', start: '2026-12-01T07:00:00.000Z', typeId: 1, settlement: { kind: 'payment', purchaseId: 'p1' }, bookedAt: '2026-11-01T10:00:00.000Z' };
    const booked = { ...recorded({ actor: 'u1', correlationId: 'c', schemaVersion: 3 }), streamId: 'consultation-7', type: 'ConsultationBooked', data };
    expect(upcastEvent(booked).data).toEqual({ consultationId: 7, userId: 'u1', start: data.start, typeId: 1, paidBy: { kind: 'payment', purchaseId: 'p1' }, bookedAt: data.bookedAt });
    const receipt = { ...recorded({ actor: 'u1', correlationId: 'c', schemaVersion: 3 }), data: { purchaseId: '1', settlement: 'kept' } };
    expect(upcastEvent(receipt).data).toEqual({ purchaseId: '1', settlement: 'kept' });
    const current = { ...booked, data: { ...data, settlement: undefined, paidBy: { kind: 'credit' } }, metadata: { ...booked.metadata, schemaVersion: 4 } };
    expect(upcastEvent(current)).toBe(current);
  });

  it('should treat an event without a version as version 1 and leave current ones alone', () => {
    expect(upcastEvent(recorded({ actor: 'guest:anna@example.ru', correlationId: 'c' })).metadata.actor).toBe('guest');
    const current = recorded({ actor: 'u1', correlationId: 'c', schemaVersion: currentSchemaVersion });
    expect(upcastEvent(current)).toBe(current);
  });

  it('should apply a chain step by step and refuse a version it has no step for', () => {
    const chain: Upcaster[] = [
      { fromVersion: 1, upcast: (event) => ({ ...event, data: { ...(event.data as object), step1: true } }) },
      { fromVersion: 2, upcast: (event) => ({ ...event, data: { ...(event.data as object), step2: true } }) },
    ];
    const upcast = upcastEvent(recorded({ actor: 'u1', correlationId: 'c', schemaVersion: 1 }), chain, 3);
    expect(upcast.data).toEqual({ purchaseId: '1', step1: true, step2: true });
    expect(upcast.metadata.schemaVersion).toBe(3);
    expect(() => upcastEvent(recorded({ actor: 'u1', correlationId: 'c', schemaVersion: 1 }), chain.slice(1), 3)).toThrow(/No upcaster from schema version 1/);
  });

  it('should upcast what a store returns while it keeps the event as written', async () => {
    const db = await openMigratedPglite();
    try {
      const raw = await createPostgresEventStore(db);
      await raw.appendToStream('purchase-1', [{ type: 'PurchaseStarted', data: {}, metadata: { actor: 'guest:old@example.ru', correlationId: 'c', schemaVersion: 1 } }]);
      const [read] = await withUpcasting(raw).readAll();
      expect(read!.metadata).toMatchObject({ actor: 'guest', schemaVersion: currentSchemaVersion });
      expect((await raw.readAll())[0]!.metadata).toMatchObject({ actor: 'guest:old@example.ru', schemaVersion: 1 });
      await raw.close();
    } finally {
      await db.close();
    }
  });
});
