import path from 'node:path';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** A PostgreSQL server when `databaseUrl` is set, otherwise embedded PGlite under `dataDir/pglite`. */
export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string; pgliteTemplate?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl);
  return openPgliteDatabase(path.join(options.dataDir, 'pglite'), options.pgliteTemplate);
}
