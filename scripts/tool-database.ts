import type { Config } from '../server/src/config/config';
import { DataFolderLockedError } from '../server/src/db/data-folder-lock';
import type { Database } from '../server/src/db/database';
import { openExistingDatabase, pgliteFolderOf } from '../server/src/db/open-database';
import { migrateWriteSide } from '../server/src/db/migrations/migrate';
import type { EventStore } from '../server/src/eventstore/event-store';
import { openProtectedEventStore } from '../server/src/modules/privacy/protected-event-store';

export type ToolDatabase = { db: Database; store: EventStore };

/**
 * Opens the server's database and event store for an operator command and closes them after
 * `work`; returns its exit code. It says plainly, with exit code 2, when the embedded database is
 * held by a running server (PGlite admits one process), and calls `onNeverStarted` when the data
 * folder has no database yet rather than creating an empty one.
 */
export async function withToolDatabase(config: Config, work: (opened: ToolDatabase) => Promise<number>, onNeverStarted: (folder: string) => number): Promise<number> {
  let db: Database | undefined;
  try {
    db = await openExistingDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    console.error(error.message);
    console.error('A server is running on this data folder. Stop it and run the command again (with PostgreSQL, DATABASE_URL, the command works beside a running server).');
    return 2;
  }
  if (!db) return onNeverStarted(pgliteFolderOf(config.dataDir));
  try {
    // A database an older version left gets the write-side migrations it has not recorded.
    await migrateWriteSide(db);
    const store = await openProtectedEventStore({ eventstoreUrl: config.eventstoreUrl, db, now: () => new Date() });
    try {
      return await work({ db, store });
    } finally {
      await store.close();
    }
  } finally {
    await db.close();
  }
}
