import { openPgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { describe, it } from 'vitest';
import { createScratchDatabase, realPostgresUrl } from '../../../tests/support/real-servers';
import { describeEventStoreContract } from './event-store-contract';
import { createPostgresEventStore } from './postgres-event-store';

describeEventStoreContract('PGlite (embedded)', async () => {
  const db = await openPgliteDatabase(undefined);
  return { store: await createPostgresEventStore(db, { pollIntervalMs: 20 }), close: () => db.close() };
});

const serverUrl = await realPostgresUrl();
if (serverUrl) {
  describeEventStoreContract('PostgreSQL server', async () => {
    const scratch = await createScratchDatabase(serverUrl);
    const db = await openPostgresDatabase(scratch.url, 20);
    return {
      store: await createPostgresEventStore(db, { pollIntervalMs: 20 }),
      async close() {
        await db.close();
        await scratch.drop();
      },
    };
  });
} else {
  describe.skip('event store contract: PostgreSQL server (not reachable)', () => it('is skipped', () => {}));
}
