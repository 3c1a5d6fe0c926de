import pg from 'pg';
import { dumpPostgres } from './pg-dump';
import { DatabaseUnavailableError, type Database, type Queryable, type Row } from './database';

// Return BIGINT (int8) as JavaScript numbers: positions and ids stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openPostgresDatabase(connectionString: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  let ending = false;
  // An idle pooled connection can fail (server restart, a dropped database); without a listener
  // pg re-emits that as an uncaught error. While closing, the server ending it is expected.
  pool.on('error', (error: Error & { code?: string }) => {
    if (ending && error.code === adminShutdown) return;
    console.error(`PostgreSQL idle connection failed: ${error.message}`);
  });
  // Fail fast with a clear error when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const asQueryable = (target: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query<T>(sql, params as unknown[]);
        return { rows: result.rows };
      } catch (error) {
        throw asUnavailable(error);
      }
    },
  });
  return {
    kind: 'postgres',
    ...asQueryable(pool),
    transaction: (work) =>
      withClient(pool, async (client) => {
        await client.query('BEGIN');
        try {
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
        }
      }),
    async exec(sql) {
      await pool.query(sql).catch((error: unknown) => {
        throw asUnavailable(error);
      });
    },
    snapshot: (inspect) =>
      // pg_dump joins this transaction's exported snapshot, so `inspect` sees exactly what it dumps.
      withClient(pool, async (client) => {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        try {
          const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
          const inspected = await inspect(asQueryable(client));
          const bytes = await dumpPostgres(connectionString, rows[0]!.snapshot);
          await client.query('COMMIT');
          return { bytes, inspected };
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }),
    close: () => {
      ending = true;
      return pool.end();
    },
  };
}

/** `terminating connection due to administrator command`: a restart, or pg_terminate_backend. */
const adminShutdown = '57P01';

/**
 * Runs `work` on a client of its own from the pool. A checked-out client has no listener of the
 * pool's: a connection lost meanwhile (a restart, a killed backend, a network cut) would be an
 * uncaught 'error' event that ends the process. Here it fails the work in progress with
 * `DatabaseUnavailableError` instead, the broken client is destroyed rather than given back, and
 * the next piece of work takes a new connection.
 */
async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw asUnavailable(error);
  }
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost = error;
  };
  client.on('error', onError);
  let failure: unknown;
  try {
    return await work(client);
  } catch (error) {
    failure = lost ?? error;
    throw asUnavailable(failure);
  } finally {
    client.off('error', onError);
    // A lost connection (also one found lost by the ROLLBACK) is closed, never given back.
    client.release(lost ?? (isConnectionLoss(failure) ? failure : undefined));
  }
}

/** Node's socket errors, and PostgreSQL's connection exceptions (class 08) and shutdowns (57P0x). */
const lostConnectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', adminShutdown, '57P02', '57P03']);
/** What node-postgres says when the socket closed under it, or when a client that lost it is used. */
const lostConnectionMessage = /^Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/;

function isConnectionLoss(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && (lostConnectionCodes.has(code) || code.startsWith('08'))) return true;
  return lostConnectionMessage.test(error.message);
}

function asUnavailable(error: unknown): unknown {
  return isConnectionLoss(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error;
}
