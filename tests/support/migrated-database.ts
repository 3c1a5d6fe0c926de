import type { Database } from '../../server/src/db/database';
import { migrateWriteSide } from '../../server/src/db/migrations/migrate';
import { openPgliteDatabase } from '../../server/src/db/pglite-database';
import { testMigratedTemplate } from './test-run-cache';

/**
 * A database with the write-side tables, as a process has it after its start: the event store,
 * the job runner and the modules' stores create no table themselves.
 */
export async function migrated<T extends Database>(db: T): Promise<T> {
  await migrateWriteSide(db);
  return db;
}

/** A fresh in-memory PGlite with the write-side migrations applied. */
export const openMigratedPglite = async (): Promise<Database> => migrated(await openPgliteDatabase(undefined));

/**
 * A fresh in-memory PGlite as an app's first start leaves it, with no event (the run's migrated
 * template, `testMigratedTemplate`): the database to start an app on.
 */
export const openAppDatabase = (): Promise<Database> => openPgliteDatabase(undefined, testMigratedTemplate);
