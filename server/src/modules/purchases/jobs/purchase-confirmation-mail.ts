import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { sessionInvitation } from '../../../mail/session-calendar';
import { purchaseConfirmationMail } from '../../../mail/purchase-mails';
import type { PaidPurchase } from '../../../shared/paid-purchase';
import { purchaseConfirmationPayload, type PurchaseConfirmationPayload } from '../../../jobs/payloads';
import type { Infra, MailJobInfra } from '../../../infra';

/** Mails the buyer once her payment is confirmed; for a session, with its calendar invitation. */
export function purchaseConfirmationMailJob(
  deps: MailJobInfra & Pick<Infra, 'organizer'> & {
    /** The paid purchase and its buyer's address, from the read models, as of the run's `now`; undefined when unknown. */
    /** `email` is null once the buyer's personal data was erased. */
    loadPaidPurchase(purchaseId: string, now: Date): Promise<(PaidPurchase & { email: string | null }) | undefined>;
  },
): JobDefinition<PurchaseConfirmationPayload> {
  return defineJob('purchase-confirmation-mail', purchaseConfirmationPayload, { attempts: 8, backoffMs: 5000 }, async ({ purchaseId }, { now }) => {
    const purchase = await deps.loadPaidPurchase(purchaseId, now);
    // The read model may lag a moment behind the event that queued this job: retry.
    if (!purchase) throw new Error(`Paid purchase ${purchaseId} is not in the read model yet`);
    // Erased meanwhile (the buyer deleted her account): there is nobody to mail any more.
    if (purchase.email === null) return;
    const email = purchase.email;
    const coach = await deps.coach();
    const invitation = purchase.session
      ? sessionInvitation(purchase.session, 'REQUEST', { publicUrl: deps.publicUrl, coachName: coach.name, organizer: await deps.organizer(), attendeeEmail: email, stamp: now })
      : undefined;
    await deps.mailer.send({
      to: email,
      ...purchaseConfirmationMail(purchase, deps.publicUrl, coach),
      ...(invitation ? { calendar: { method: 'REQUEST' as const, content: invitation } } : {}),
    });
  });
}
