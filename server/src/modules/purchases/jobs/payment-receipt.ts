import type { SystemMetadata } from '../../../shared/system-metadata';
import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { paymentReceiptPayload, type PaymentReceiptPayload } from '../../../jobs/payloads';
import type { Infra } from '../../../infra';

/** Twelve tries, a minute apart and doubling: about 68 hours, past the day «Мой налог» may take. */
const attempts = 12;

/**
 * Follows one receipt of a purchase (its payment's, a refund's, a settlement's) until the register
 * or «Мой налог» answers: until then the job fails and is retried. A refused receipt, or one still
 * unanswered after the last try, is logged as an error; the back office shows it as a problem.
 */
export function paymentReceiptJob(
  deps: Pick<Infra, 'logger'> & {
    /** The purchases module (`purchase-receipts.ts`): asks the provider about one receipt and records a final answer. */
    receipts: { check(purchaseId: string, receiptId: string, metadata: SystemMetadata): Promise<'pending' | 'succeeded' | 'canceled' | 'nothing'> };
    /** Who the answers come from, as the journal names the actor (`yookassa`, or `system` for the sandbox). */
    actor: string;
  },
): JobDefinition<PaymentReceiptPayload> {
  return defineJob('payment-receipt', paymentReceiptPayload, { attempts, backoffMs: 60_000 }, async (payload, { attempt, jobId, now }) => {
    const { purchaseId, receiptId = 'payment' } = payload;
    // The run's time: the time of what one try records.
    const outcome = await deps.receipts.check(purchaseId, receiptId, { actor: deps.actor, correlationId: jobId, requestId: jobId, now });
    if (outcome === 'canceled') deps.logger.error({ purchaseId, receiptId }, 'receipt refused by the register or «Мой налог»: the coach must register it herself');
    if (outcome !== 'pending') return;
    const log = attempt >= attempts ? deps.logger.error.bind(deps.logger) : deps.logger.info.bind(deps.logger);
    log({ purchaseId, receiptId, attempt }, 'receipt not registered yet');
    throw new Error(`Receipt ${receiptId} of purchase ${purchaseId} is not registered yet`);
  });
}
