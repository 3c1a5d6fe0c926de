import type { ProviderPayment, ProviderRefund } from './payment-provider';

/** Everything the sandbox knows about one payment: the payment itself and its refunds. */
export type SandboxRecord = {
  payment: ProviderPayment;
  idempotenceKey: string;
  refunds: SandboxRefund[];
};

export type SandboxRefund = ProviderRefund & { idempotenceKey: string };

/**
 * Where the sandbox keeps its records. Keyed by payment id only: the sandbox derives every other
 * id it hands out (confirmation token, refund id) from the payment id, so one lookup serves all.
 */
export interface SandboxPaymentStore {
  load(paymentId: string): Promise<SandboxRecord | undefined>;
  /** Inserts or replaces the record of `record.payment.id`. */
  save(record: SandboxRecord): Promise<void>;
}

/** Records in this process's memory: gone on restart, which is fine for tests. */
export function createMemorySandboxStore(): SandboxPaymentStore {
  const records = new Map<string, SandboxRecord>();
  return {
    // Copies both ways, so a caller changing a record it holds changes nothing stored, as with SQL.
    async load(paymentId) {
      const record = records.get(paymentId);
      return record && structuredClone(record);
    },
    async save(record) {
      records.set(record.payment.id, structuredClone(record));
    },
  };
}
