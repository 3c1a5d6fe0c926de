import type { FiscalReceipt, ProviderPayment, ProviderRefund, ReceiptStatus } from './payment-provider';

/**
 * A receipt as the sandbox plays it: sent with its data, registered (or refused) once `dueAt` has
 * passed, as an online register or «Мой налог» answers some seconds later.
 */
export type SandboxReceipt = {
  /** What the register will answer, decided when the receipt is sent; the buyer's address itself is not kept (it is personal data). */
  answer: 'register' | 'register-with-fiscal-data' | 'refuse';
  status: ReceiptStatus;
  /** When a pending receipt gets its answer (ISO instant). */
  dueAt?: string;
  fiscal?: FiscalReceipt;
};

/** Everything the sandbox knows about one payment: the payment itself, its refunds and its receipts. */
export type SandboxRecord = {
  payment: ProviderPayment;
  idempotenceKey: string;
  refunds: SandboxRefund[];
  /** The receipt sent with the payment; absent in records from before the sandbox played receipts. */
  paymentReceipt?: SandboxReceipt;
  /** Receipts sent on their own (`createReceipt`): settlements, and refused receipts sent again. */
  settlements?: SandboxSettlement[];
};

export type SandboxRefund = ProviderRefund & { idempotenceKey: string; receiptOfRefund?: SandboxReceipt };
export type SandboxSettlement = SandboxReceipt & { id: string; idempotenceKey: string; amountKopecks: number; purpose?: 'settlement' | 'payment' | 'refund' };

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
