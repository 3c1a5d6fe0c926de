import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMigratedPglite } from '../../../../tests/support/migrated-database';
import type { Database } from '../../db/database';
import { migrateData } from '../../db/migrations/migrate';
import type { EventStore } from '../../eventstore/event-store';
import { createPostgresEventStore } from '../../eventstore/postgres-event-store';
import { createEmailOwners, type EmailOwners } from './email-owners';

const metadata = { actor: 'u', correlationId: 'c', schemaVersion: 2 };
const claimedAt = new Date('2026-11-23T10:00:00Z');

describe('email owners', () => {
  let db: Database;
  let store: EventStore;
  let owners: EmailOwners;

  beforeEach(async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db);
    owners = createEmailOwners(db);
  });
  afterEach(async () => {
    await store.close();
    await db.close();
  });

  it('should let the first claim win and free an address only for its holder', async () => {
    expect(await owners.claim('anna@example.ru', 'u1', claimedAt)).toBe('u1');
    expect(await owners.claim('anna@example.ru', 'u2', claimedAt)).toBe('u1');
    await owners.release('anna@example.ru', 'u2');
    expect(await owners.ownerOf('anna@example.ru')).toBe('u1');
    await owners.release('anna@example.ru', 'u1');
    expect(await owners.ownerOf('anna@example.ru')).toBeUndefined();
    expect(await owners.claim('anna@example.ru', 'u2', claimedAt)).toBe('u2');
  });

  // The data migration 0001-email-owners-from-history (db/migrations/data-0001-email-owners-from-history.ts), run as a start runs it.
  const adoptFromHistory = () => migrateData(db, { store, now: () => new Date('2026-11-23T10:00:00Z') });

  it('should adopt the addresses of accounts from the history once: changes followed, deleted accounts left out', async () => {
    await store.appendToStream('user-u1', [
      { type: 'UserRegistered', data: { userId: 'u1', email: 'old@example.ru' }, metadata },
      { type: 'UserEmailChanged', data: { userId: 'u1', email: 'new@example.ru' }, metadata },
    ]);
    await store.appendToStream('user-u2', [
      { type: 'UserRegistered', data: { userId: 'u2', email: 'gone@example.ru' }, metadata },
      { type: 'AccountDeleted', data: { userId: 'u2', erasedStreams: ['user-u2'] }, metadata },
    ]);
    await adoptFromHistory();
    const { rows } = await db.query<{ email: string; user_id: string }>(`SELECT email, user_id FROM email_owners ORDER BY email`);
    expect(rows).toEqual([{ email: 'new@example.ru', user_id: 'u1' }]);

    await store.appendToStream('user-u3', [{ type: 'UserRegistered', data: { userId: 'u3', email: 'late@example.ru' }, metadata }]);
    await adoptFromHistory();
    expect(await owners.ownerOf('late@example.ru')).toBeUndefined();
  });

  it('should only drop the marker of a database whose earlier start already adopted the addresses', async () => {
    // What the boot-time adoption before this migration left behind.
    await db.exec(`CREATE TABLE email_owner_adoption (done_at timestamptz NOT NULL); INSERT INTO email_owner_adoption VALUES (now())`);
    await store.appendToStream('user-u1', [{ type: 'UserRegistered', data: { userId: 'u1', email: 'anna@example.ru' }, metadata }]);
    expect(await adoptFromHistory()).toEqual(['0001-email-owners-from-history']);
    expect(await owners.ownerOf('anna@example.ru')).toBeUndefined();
    const { rows } = await db.query(`SELECT to_regclass('email_owner_adoption')::text AS marker`);
    expect(rows).toEqual([{ marker: null }]);
  });
});
