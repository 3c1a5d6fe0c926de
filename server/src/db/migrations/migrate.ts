import { Kysely, Migrator, type Migration } from 'kysely';
import type { Logger } from '../../config/logger';
import type { Database } from '../database';
import type { DataMigration, DataMigrationContext } from './data-migration';
import { dataMigrations } from './data-migrations';
import { databaseDialect } from './kysely-dialect';
import { writeSideMigrations } from './write-side-migrations';

/** A migration failed: the process must not start on a half-migrated schema. */
export class MigrationFailedError extends Error {
  constructor(migration: string, options: { cause: unknown }) {
    super(`Migration ${migration} failed; none of the pending migrations was applied`, options);
    this.name = 'MigrationFailedError';
  }
}

/** Where a list of migrations records what it applied (and the migrator's lock). */
type Ledger = { table: string; lockTable: string };

const writeSideLedger: Ledger = { table: 'write_side_migrations', lockTable: 'write_side_migrations_lock' };
const dataLedger: Ledger = { table: 'data_migrations', lockTable: 'data_migrations_lock' };

const migratorOf = (kysely: Kysely<unknown>, ledger: Ledger, migrations: Record<string, Migration>) =>
  new Migrator({
    db: kysely,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableName: ledger.table,
    migrationLockTableName: ledger.lockTable,
  });

async function withKysely<T>(db: Database, work: (kysely: Kysely<unknown>) => Promise<T>): Promise<T> {
  const kysely = new Kysely<unknown>({ dialect: databaseDialect(db) });
  try {
    return await work(kysely);
  } finally {
    await kysely.destroy();
  }
}

/** Applies the pending ones in name order, in one transaction under the migrator's lock; returns their names. */
async function applyPending(kysely: Kysely<unknown>, ledger: Ledger, migrations: Record<string, Migration>, logger: Logger | undefined): Promise<string[]> {
  const { error, results = [] } = await migratorOf(kysely, ledger, migrations).migrateToLatest();
  const applied = results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined) {
    logger?.error({ err: error, migration: failed?.migrationName, ledger: ledger.table }, 'migration failed; nothing of this run was applied');
    throw new MigrationFailedError(failed?.migrationName ?? '(the migrator itself)', { cause: error });
  }
  for (const migration of applied) logger?.info({ migration, ledger: ledger.table }, 'migration applied');
  return applied;
}

/**
 * Applies the write-side migrations `db` has not recorded yet, in name order, all in one
 * transaction under the migrator's lock (processes starting together take turns), records them and
 * returns their names. Throws `MigrationFailedError` when one fails: nothing of that run is applied.
 * Every process that opens the database for writing runs it first: no table is created elsewhere.
 */
export async function migrateWriteSide(db: Database, logger?: Logger, migrations: Record<string, Migration> = writeSideMigrations): Promise<string[]> {
  return withKysely(db, (kysely) => applyPending(kysely, writeSideLedger, migrations, logger));
}

/**
 * Applies the one-off data migrations `db` has not recorded yet (`data_migrations`), once the
 * write-side tables exist and the event store is open. Each pending one first reads what it needs
 * (the history) outside any transaction (PGlite has a single connection, which the migrator's
 * transaction holds), then they are applied and recorded in one transaction like the write side's.
 */
export async function migrateData(
  db: Database,
  context: DataMigrationContext,
  logger?: Logger,
  migrations: Record<string, DataMigration> = dataMigrations,
): Promise<string[]> {
  return withKysely(db, async (kysely) => {
    const unprepared = Object.fromEntries(
      Object.keys(migrations).map((name): [string, Migration] => [name, { up: () => Promise.reject(new Error(`Data migration ${name} was not prepared`)) }]),
    );
    const known = await migratorOf(kysely, dataLedger, unprepared).getMigrations();
    const prepared: Record<string, Migration> = { ...unprepared };
    for (const { name, executedAt } of known) {
      const prepare = migrations[name];
      if (executedAt === undefined && prepare) prepared[name] = await prepare(context);
    }
    return applyPending(kysely, dataLedger, prepared, logger);
  });
}
