import type { Database } from '../../server/src/db/database';
import { openPgliteDatabase } from '../../server/src/db/pglite-database';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { createScratchDatabase, realPostgresUrl } from './real-servers';

/** A database a suite opened for itself, and how to be rid of it (closed, and a scratch database dropped). */
export type OpenedDatabase = { db: Database; drop(): Promise<void> };

/** Where a suite runs: `open` gives a fresh, empty database each time; `available` is false without a PostgreSQL server (see `realPostgresUrl`). */
export type DatabaseBackend = { name: 'PGlite' | 'PostgreSQL'; available: boolean; open(): Promise<OpenedDatabase> };

/** Both backends: an in-memory PGlite, and a scratch database on the real PostgreSQL server. */
export async function databaseBackends(): Promise<[pglite: DatabaseBackend, postgres: DatabaseBackend]> {
  const serverUrl = await realPostgresUrl();
  return [
    {
      name: 'PGlite',
      available: true,
      async open() {
        const db = await openPgliteDatabase(undefined);
        return { db, drop: () => db.close() };
      },
    },
    {
      name: 'PostgreSQL',
      available: serverUrl !== undefined,
      async open() {
        if (serverUrl === undefined) throw new Error('No PostgreSQL server is reachable (TEST_DATABASE_URL)');
        const scratch = await createScratchDatabase(serverUrl);
        const db = await openPostgresDatabase(scratch.url);
        return {
          db,
          async drop() {
            await db.close();
            await scratch.drop();
          },
        };
      },
    },
  ];
}
