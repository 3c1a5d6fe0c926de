/** One SQL connection shape for both PGlite (embedded) and a PostgreSQL server. */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
}

/** A connection inside a transaction. */
export interface Transaction extends Queryable {
  /** Runs several statements separated by semicolons, without parameters, in this transaction. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons, without parameters (schema set-up). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * A consistent copy of the whole database taken while it keeps serving (PGlite's own data-folder
   * tarball, or `pg_dump`'s custom format for a PostgreSQL server), with `inspect` run against
   * exactly what the copy holds (the manifest's counts). See `modules/backup/`.
   */
  snapshot<T>(inspect: (copy: Queryable) => Promise<T>): Promise<{ bytes: Uint8Array; inspected: T }>;
  readonly kind: 'pglite' | 'postgres';
}

/**
 * The database server could not be reached, or the connection was lost while the work ran (a
 * restart, a failover, a killed backend, a network cut). The transaction was rolled back, unless
 * the connection was lost at its COMMIT (then its outcome is unknown, as with any lost answer);
 * the next statement takes a new connection. Answered 503 (`http/error-middleware.ts`).
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: Error) {
    super(`database unavailable: ${cause.message}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}
