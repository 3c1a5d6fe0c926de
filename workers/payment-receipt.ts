import { decidedAt } from '../server/src/eventstore/decider';
import type { PaymentProvider } from '../server/src/adapters/payments/payment-provider';
import type { JobDefinition } from '../server/src/adapters/queue/job-queue';
import type { Logger } from '../server/src/config/logger';
import type { PurchaseStore } from '../server/src/modules/purchases/purchase-store';
import { paymentReceiptPayload, type PaymentReceiptPayload } from '../server/src/jobs/payloads';

export type PaymentReceiptDeps = {
  purchases: PurchaseStore;
  provider: Pick<PaymentProvider, 'getPaymentReceipt'>;
  now: () => Date;
  logger: Logger;
};

/**
 * Records a paid purchase's fiscal receipt once the online register has registered it, which
 * happens shortly after the payment: until then the job fails and is retried (1 min, doubling:
 * about four hours in all), and a receipt still missing after that is logged for the coach.
 */
export function paymentReceiptJob(deps: PaymentReceiptDeps): JobDefinition<PaymentReceiptPayload> {
  const attempts = 9;
  return {
    name: 'payment-receipt',
    payload: paymentReceiptPayload,
    attempts,
    backoffMs: 60_000,
    async process({ purchaseId }, { attempt, jobId }) {
      const purchase = await deps.purchases.load(purchaseId);
      if (purchase.status !== 'paid' || purchase.paymentId === null || purchase.receiptRegistered) return;
      const receipt = await deps.provider.getPaymentReceipt(purchase.paymentId);
      if (!receipt) {
        const log = attempt >= attempts ? deps.logger.error.bind(deps.logger) : deps.logger.info.bind(deps.logger);
        log({ purchaseId, paymentId: purchase.paymentId, attempt }, 'payment receipt not registered yet');
        throw new Error(`The receipt of payment ${purchase.paymentId} is not registered yet`);
      }
      await deps.purchases.execute(
        purchaseId,
        { type: 'RecordReceipt', data: receipt, metadata: decidedAt({ actor: 'yookassa', correlationId: jobId, requestId: jobId }, deps.now()) },
      );
    },
  };
}
