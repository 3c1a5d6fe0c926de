import { Kysely, Migrator, type Migration } from 'kysely';
import type { Logger } from '../../config/logger';
import type { Database } from '../database';
import { databaseDialect } from './kysely-dialect';
import { writeSideMigrations } from './write-side-migrations';

/** A write-side migration failed: the process must not start on a half-migrated schema. */
export class MigrationFailedError extends Error {
  constructor(migration: string, options: { cause: unknown }) {
    super(`Write-side migration ${migration} failed; none of the pending migrations was applied`, options);
    this.name = 'MigrationFailedError';
  }
}

/**
 * Applies the write-side migrations `db` has not recorded yet, in name order, all in one
 * transaction under the migrator's lock (processes starting together take turns), records them and
 * returns their names. Throws `MigrationFailedError` when one fails: nothing of that run is applied.
 */
export async function migrateWriteSide(db: Database, logger?: Logger, migrations: Record<string, Migration> = writeSideMigrations): Promise<string[]> {
  const kysely = new Kysely<unknown>({ dialect: databaseDialect(db) });
  try {
    const migrator = new Migrator({
      db: kysely,
      provider: { getMigrations: () => Promise.resolve(migrations) },
      migrationTableName: 'write_side_migrations',
      migrationLockTableName: 'write_side_migrations_lock',
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    const applied = results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
    for (const migration of applied) logger?.info({ migration }, 'write-side migration applied');
    const failed = results.find((result) => result.status === 'Error');
    if (error !== undefined) throw new MigrationFailedError(failed?.migrationName ?? '(the migrator itself)', { cause: error });
    return applied;
  } finally {
    await kysely.destroy();
  }
}
