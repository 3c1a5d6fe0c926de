import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { refundMailPayload, type RefundMailPayload } from '../../../jobs/payloads';
import type { RefundedPurchase, RefundNotice } from '../../../shared/refund-notice';

import { refundMail } from '../../../mail/refund-mails';
import type { MailJobInfra } from '../../../infra';

/** Mails the buyer what a refund gives back, once the refund is recorded; the receipt's state is the one known then. */
export function refundMailJob(
  deps: MailJobInfra & {
    /** The purchase and the refund's receipt (`refundId`), from the read models; undefined when the purchase is not there yet. */
    loadRefundedPurchase(purchaseId: string, refundId: string): Promise<RefundedPurchase | undefined>;
  },
): JobDefinition<RefundMailPayload> {
  return defineJob('refund-mail', refundMailPayload, { attempts: 8, backoffMs: 5000 }, async ({ purchaseId, refundId, amountKopecks, refundedAt }) => {
    const purchase = await deps.loadRefundedPurchase(purchaseId, refundId);
    // The read model may lag a moment behind the event that queued this job: retry.
    if (!purchase) throw new Error(`Refunded purchase ${purchaseId} is not in the read model yet`);
    // Erased meanwhile (the buyer deleted her account): there is nobody to mail any more.
    if (purchase.email === null) return;
    const { email, ...refunded } = purchase;
    const refund: RefundNotice = { ...refunded, refundKopecks: amountKopecks, refundedAt: new Date(refundedAt) };
    await deps.mailer.send({ to: email, ...refundMail(refund, deps.publicUrl, await deps.coach()) });
  });
}
