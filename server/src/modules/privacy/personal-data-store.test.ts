import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import type { EventStore } from '../../eventstore/event-store';
import { createPostgresEventStore } from '../../eventstore/postgres-event-store';
import { createPersonalDataKeys, type PersonalDataKeys } from './personal-data-keys';
import { withPersonalDataEncryption } from './personal-data-store';
import { redactPersonalData } from './personal-data-policy';
import { tamperWithEvents } from '../../../../tests/support/tamper-events';
import { openMigratedPglite } from '../../../../tests/support/migrated-database';

const metadata = { actor: 'u1', correlationId: 'c', schemaVersion: 2 };
const registered = { type: 'UserRegistered', data: { userId: 'u1', email: 'anna@example.ru', registeredAt: '2026-11-22T10:00:00Z' }, metadata };

describe('personal data in events', () => {
  let db: Database;
  let raw: EventStore;
  let keys: PersonalDataKeys;
  let store: EventStore;

  beforeEach(async () => {
    db = await openMigratedPglite();
    raw = await createPostgresEventStore(db);
    keys = createPersonalDataKeys(db, () => new Date());
    store = withPersonalDataEncryption(raw, keys);
  });
  afterEach(async () => {
    await store.close();
    await db.close();
  });

  it('should store personal fields only encrypted and read them back in clear', async () => {
    await store.appendToStream('user-u1', [registered, { type: 'UserThemeChanged', data: { userId: 'u1', theme: 'dark' }, metadata }]);
    const [stored] = await raw.readStream('user-u1');
    expect(JSON.stringify(stored!.data)).not.toContain('anna');
    expect((stored!.data as { email: string }).email).toMatch(/^pii:v1:/);
    expect((await store.readStream('user-u1')).map((event) => event.data)).toEqual([registered.data, { userId: 'u1', theme: 'dark' }]);
  });

  it('should read erased fields as null, as the read models redact them, and never encrypt under a new key', async () => {
    await store.appendToStream('user-u1', [registered]);
    await keys.shred(['user-u1'], new Date('2026-11-23T10:00:00Z'));
    const [erased] = await store.readAll();
    expect(erased!.data).toEqual({ userId: 'u1', email: null, registeredAt: registered.data.registeredAt });
    expect(erased!.data).toEqual(redactPersonalData('UserRegistered', registered.data));
    await store.appendToStream('user-u1', [{ type: 'UserNameChanged', data: { userId: 'u1', name: 'Анна' }, metadata }]);
    const [, later] = await raw.readStream('user-u1');
    expect(later!.data).toEqual({ userId: 'u1', name: null });
  });

  it('should not open a value under another stream’s key', async () => {
    await store.appendToStream('user-u1', [registered]);
    await store.appendToStream('user-u2', [{ ...registered, data: { ...registered.data, userId: 'u2' } }]);
    const [first] = await raw.readStream('user-u1');
    await tamperWithEvents(db, `UPDATE events SET data = $1 WHERE stream_id = 'user-u2'`, [JSON.stringify(first!.data)]);
    const [moved] = await store.readStream('user-u2');
    expect((moved!.data as { email: unknown }).email).toBeNull();
  });
});
