import type { FiscalReceipt } from '../../adapters/payments/payment-provider';
import { decidedAt, type RequestMetadata } from '../../eventstore/decider';
import type { PurchaseStore } from './purchase-store';

/** The purchases as the payment-receipt job reads and records them (its port, in `workers/payment-receipt.ts`). */
export function createPurchaseReceipts(purchases: PurchaseStore, now: () => Date) {
  return {
    /** The payment of a paid purchase whose receipt is not recorded yet; undefined when there is nothing to record. */
    async paymentAwaitingReceipt(purchaseId: string): Promise<string | undefined> {
      const purchase = await purchases.load(purchaseId);
      if (purchase.status !== 'paid' || purchase.paymentId === null || purchase.receiptRegistered) return undefined;
      return purchase.paymentId;
    },
    async recordReceipt(purchaseId: string, receipt: FiscalReceipt, metadata: RequestMetadata): Promise<void> {
      await purchases.execute(purchaseId, { type: 'RecordReceipt', data: receipt, metadata: decidedAt(metadata, now()) });
    },
  };
}
