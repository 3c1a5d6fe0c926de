import pg from 'pg';
import { dumpPostgres } from './pg-dump';
import type { Database, Queryable, Row } from './database';

// Return BIGINT (int8) as JavaScript numbers: positions and ids stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openPostgresDatabase(connectionString: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  let ending = false;
  // An idle pooled connection can fail (server restart, a dropped database); without a listener
  // pg re-emits that as an uncaught error. While closing, the server ending it is expected.
  pool.on('error', (error: Error & { code?: string }) => {
    if (ending && error.code === '57P01') return;
    console.error(`PostgreSQL idle connection failed: ${error.message}`);
  });
  // Fail fast with a clear error when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const asQueryable = (target: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return { rows: result.rows };
    },
  });
  return {
    kind: 'postgres',
    ...asQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          ...asQueryable(client),
          // Without parameters node-postgres sends the simple query protocol, which takes several statements.
          async exec(sql) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async snapshot(inspect) {
      // pg_dump joins this transaction's exported snapshot, so `inspect` sees exactly what it dumps.
      const client = await pool.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
        const inspected = await inspect(asQueryable(client));
        const bytes = await dumpPostgres(connectionString, rows[0]!.snapshot);
        await client.query('COMMIT');
        return { bytes, inspected };
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => {
      ending = true;
      return pool.end();
    },
  };
}
