import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { Database, Queryable, Row } from '../database';

/** One connection: a transaction of `Database` held open from acquisition until release, then committed. */
type HeldConnection = DatabaseConnection & { release(): Promise<void> };

async function holdConnection(db: Database): Promise<HeldConnection> {
  let finish!: () => void;
  const released = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let committed: Promise<void> = Promise.resolve();
  const tx = await new Promise<Queryable>((resolve, reject) => {
    committed = db.transaction(async (opened) => {
      resolve(opened);
      await released;
    });
    committed.catch(reject);
  });
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const { rows } = await tx.query<R & Row>(query.sql, query.parameters);
      return { rows };
    },
    streamQuery(): never {
      throw new Error('Streaming is not supported by the migration connection');
    },
    async release() {
      finish();
      await committed;
    },
  };
}

/**
 * Kysely (for its Migrator) over the application's `Database`, PGlite or a PostgreSQL server
 * alike. Each connection Kysely takes is one transaction of the database, pinned to one session
 * (so the migrator's session lock is taken and released on the same one) and committed when Kysely
 * gives it back; Kysely's own transactions inside it are savepoints.
 */
export function databaseDialect(db: Database): Dialect {
  const held = new WeakMap<DatabaseConnection, HeldConnection>();
  const run = (connection: DatabaseConnection, sql: string) => connection.executeQuery(CompiledQuery.raw(sql));
  const driver: Driver = {
    init: async () => undefined,
    async acquireConnection() {
      const connection = await holdConnection(db);
      held.set(connection, connection);
      return connection;
    },
    beginTransaction: async (connection) => void (await run(connection, 'SAVEPOINT kysely_transaction')),
    commitTransaction: async (connection) => void (await run(connection, 'RELEASE SAVEPOINT kysely_transaction')),
    rollbackTransaction: async (connection) => void (await run(connection, 'ROLLBACK TO SAVEPOINT kysely_transaction')),
    async releaseConnection(connection) {
      await held.get(connection)?.release();
    },
    destroy: async () => undefined,
  };
  return {
    createDriver: () => driver,
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (kysely: Kysely<unknown>) => new PostgresIntrospector(kysely),
  };
}
