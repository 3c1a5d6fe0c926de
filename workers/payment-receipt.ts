import type { JobDefinition } from '../server/src/adapters/queue/job-queue';
import type { Logger } from '../server/src/config/logger';
import { paymentReceiptPayload, type PaymentReceiptPayload } from '../server/src/jobs/payloads';

/** Who records a receipt, and within which job, as the purchase's events keep it. */
type ReceiptMetadata = { actor: string; correlationId: string; requestId: string };

export type PaymentReceiptDeps<Receipt> = {
  /** The purchases module: the payment still awaiting its receipt (undefined when none is), and recording the receipt. */
  purchases: {
    paymentAwaitingReceipt(purchaseId: string): Promise<string | undefined>;
    recordReceipt(purchaseId: string, receipt: Receipt, metadata: ReceiptMetadata): Promise<void>;
  };
  /** The payment provider: the receipt once the online register has registered it. */
  provider: { getPaymentReceipt(paymentId: string): Promise<Receipt | undefined> };
  logger: Logger;
};

/**
 * Records a paid purchase's fiscal receipt once the online register has registered it, which
 * happens shortly after the payment: until then the job fails and is retried (1 min, doubling:
 * about four hours in all), and a receipt still missing after that is logged for the coach.
 */
export function paymentReceiptJob<Receipt>(deps: PaymentReceiptDeps<Receipt>): JobDefinition<PaymentReceiptPayload> {
  const attempts = 9;
  return {
    name: 'payment-receipt',
    payload: paymentReceiptPayload,
    attempts,
    backoffMs: 60_000,
    async process({ purchaseId }, { attempt, jobId }) {
      const paymentId = await deps.purchases.paymentAwaitingReceipt(purchaseId);
      if (paymentId === undefined) return;
      const receipt = await deps.provider.getPaymentReceipt(paymentId);
      if (!receipt) {
        const log = attempt >= attempts ? deps.logger.error.bind(deps.logger) : deps.logger.info.bind(deps.logger);
        log({ purchaseId, paymentId, attempt }, 'payment receipt not registered yet');
        throw new Error(`The receipt of payment ${paymentId} is not registered yet`);
      }
      await deps.purchases.recordReceipt(purchaseId, receipt, { actor: 'yookassa', correlationId: jobId, requestId: jobId });
    },
  };
}
