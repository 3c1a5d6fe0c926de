import type { Database } from '../../db/database';
import type { SandboxPaymentStore, SandboxRecord } from './sandbox-store';

/**
 * The table as the write-side migration 0001 creates it (`db/migrations/`). Earlier versions also
 * kept idempotence_key and confirmation_token columns for lookups; the derived ids made them
 * unnecessary, so they go.
 * The table is a write-side migration's (`db/migrations/`), not created here.
 */

/** Sandbox records in the project's database (PGlite or PostgreSQL), so they survive a restart. */
export async function createSqlSandboxStore(db: Database): Promise<SandboxPaymentStore> {
  return {
    async load(paymentId) {
      const { rows } = await db.query<{ record: SandboxRecord }>('SELECT record FROM sandbox_payments WHERE id = $1', [paymentId]);
      return rows[0]?.record;
    },
    async save(record) {
      await db.query(
        `INSERT INTO sandbox_payments (id, record) VALUES ($1, $2::jsonb)
         ON CONFLICT (id) DO UPDATE SET record = EXCLUDED.record, updated_at = now()`,
        [record.payment.id, JSON.stringify(record)],
      );
    },
  };
}
