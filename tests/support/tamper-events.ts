import type { Database } from '../../server/src/db/database';

/**
 * Runs a statement that rewrites or deletes events, which the store's trigger refuses: tests
 * that prove a corruption is detected need one. Triggers are off for this transaction only.
 */
export async function tamperWithEvents(db: Database, sql: string, params: readonly unknown[] = []): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`SET LOCAL session_replication_role = replica`);
    await tx.query(sql, params);
  });
}
