import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { ownedProductMailPayload, type OwnedProductMailPayload } from '../../../jobs/payloads';
import { alreadyOwnedProductMail } from '../../../mail/purchase-mails';
import type { PaidPurchase } from '../../../shared/paid-purchase';

import type { MailJobInfra } from '../../../infra';

/** Tells a guest who tried to buy her own product again that she has it, with a fresh link. */
export function ownedProductMailJob(
  deps: MailJobInfra & {
    /** The paid purchase (its download link signed at the run's `now`); undefined when unknown. */
    loadPaidPurchase(purchaseId: string, now: Date): Promise<(PaidPurchase & { email: string | null }) | undefined>;
  },
): JobDefinition<OwnedProductMailPayload> {
  return defineJob('owned-product-mail', ownedProductMailPayload, { attempts: 5, backoffMs: 5000 }, async ({ purchaseId }, { now }) => {
    const purchase = await deps.loadPaidPurchase(purchaseId, now);
    // Refunded or erased since: there is nothing to hand out, or nobody to mail.
    if (!purchase?.email || !purchase.downloadUrl) return;
    await deps.mailer.send({
      to: purchase.email,
      ...alreadyOwnedProductMail({ recipientName: purchase.recipientName, description: purchase.description, downloadUrl: purchase.downloadUrl }, deps.publicUrl, await deps.coach()),
    });
  });
}
