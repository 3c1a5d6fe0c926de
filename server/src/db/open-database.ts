import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

type DatabaseLocation = { databaseUrl: string | undefined; dataDir: string };

/** Where the embedded database of a data folder lives. */
export const pgliteFolderOf = (dataDir: string) => path.join(dataDir, 'pglite');

/** A PostgreSQL server when `databaseUrl` is set, otherwise embedded PGlite under `dataDir/pglite`. */
export async function openDatabase(options: DatabaseLocation & { pgliteTemplate?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl);
  return openPgliteDatabase(pgliteFolderOf(options.dataDir), options.pgliteTemplate);
}

/**
 * For operator commands: like `openDatabase`, but undefined when the embedded database was never
 * created (a server never started on that data folder), instead of creating an empty one.
 */
export async function openExistingDatabase(options: DatabaseLocation): Promise<Database | undefined> {
  if (!options.databaseUrl && !existsSync(pgliteFolderOf(options.dataDir))) return undefined;
  return openDatabase(options);
}
