import { readYourWrites } from '../eventstore/read-your-writes';
import type { Database, Row, Transaction } from './database';

/**
 * The database as requests and jobs use it: a query or a transaction started after the scope
 * appended events first waits until the read models show them, so a handler reads its own write
 * wherever it reads. The projection runner and the event store use the database itself.
 */
export function readingOwnWrites(db: Database): Database {
  return {
    kind: db.kind,
    async query<T extends Row = Row>(sql: string, params?: readonly unknown[]) {
      await readYourWrites();
      return db.query<T>(sql, params);
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>) {
      await readYourWrites();
      return db.transaction(work);
    },
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    snapshot: (inspect) => db.snapshot(inspect),
  };
}
