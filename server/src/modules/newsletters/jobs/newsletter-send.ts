import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { newsletterSendPayload, type NewsletterSendPayload } from '../../../jobs/payloads';
import type { Advertisement } from '../../../shared/advertising-mark';
import { newsletterListOf, newsletterMailForEach } from '../../../mail/newsletter-mails';

import type { Infra, MailJobInfra } from '../../../infra';

type Recipient = { recipientId: string; email: string };
type DeliveryState = 'sent' | 'skipped' | 'pending';

/** The newsletters module's store as the send job uses it: the newsletter and its deliveries. */
export type NewsletterDeliveries = {
  /** The newsletter; `advertisement`: third-party advertising's mark its mail carries (null: none). */
  byId(newsletterId: number): Promise<{ version: number; name: string; description: string; advertisement: Advertisement | null } | undefined>;
  /** Freezes the subscribers as the recipients, once; false when the version changed or the sending already finished. */
  startSending(newsletterId: number, version: number): Promise<boolean>;
  abandonedDeliveries(newsletterId: number): Promise<number>;
  claimBatch(newsletterId: number, size: number): Promise<Recipient[]>;
  /** Marks deliveries of one batch; `at` is the run's `now` (a mail marked sent left in that run). */
  markDeliveries(newsletterId: number, recipientIds: readonly string[], state: DeliveryState, at: Date): Promise<void>;
  finish(newsletterId: number, at: Date): Promise<void>;
};


/**
 * Sends a newsletter at its time to every subscriber (clients and guests with advertising consent), in batches. Each
 * batch of deliveries is claimed before its mails leave and marked after, so a retried or resumed job never
 * mails anyone twice (a delivery claimed by a process that died is reported, not repeated).
 */
export function newsletterSendJob(
  deps: MailJobInfra & Pick<Infra, 'logger'> & {
    newsletters: NewsletterDeliveries;
    /** Which of these recipients still get newsletters (clients and guests with advertising consent). */
    subscribers: { stillSubscribedAmong(recipientIds: readonly string[]): Promise<Set<string>> };
    /** The recipient's unsubscribe page and RFC 8058 one-click address (signed by the newsletters module). */
    unsubscribeLinksOf(recipientId: string): { pageUrl: string; oneClickUrl: string };
    batchSize?: number;
  },
): JobDefinition<NewsletterSendPayload> {
  const batchSize = deps.batchSize ?? 50;
  return defineJob('newsletter-send', newsletterSendPayload, { attempts: 10, backoffMs: 30_000 }, async ({ newsletterId, version }, { now }) => {
    const newsletter = await deps.newsletters.byId(newsletterId);
    // Deleted or changed since this job was scheduled: the newer version has its own job.
    if (!newsletter || newsletter.version !== version) return;
    if (!(await deps.newsletters.startSending(newsletterId, version))) return;
    const abandoned = await deps.newsletters.abandonedDeliveries(newsletterId);
    if (abandoned > 0) deps.logger.warn({ newsletterId, abandoned }, 'deliveries interrupted by a crash are not repeated');
    const coach = await deps.coach();
    const mailFor = newsletterMailForEach({ subject: newsletter.name, sanitizedHtml: newsletter.description, publicUrl: deps.publicUrl, coach, advertisement: newsletter.advertisement });
    for (;;) {
      const batch = await deps.newsletters.claimBatch(newsletterId, batchSize);
      if (batch.length === 0) break;
      const subscribed = await deps.subscribers.stillSubscribedAmong(batch.map((recipient) => recipient.recipientId));
      const [toMail, withdrawn] = [batch.filter((recipient) => subscribed.has(recipient.recipientId)), batch.filter((recipient) => !subscribed.has(recipient.recipientId))];
      await deps.newsletters.markDeliveries(newsletterId, withdrawn.map((recipient) => recipient.recipientId), 'skipped', now);
      const sent: string[] = [];
      for (const [index, recipient] of toMail.entries()) {
        try {
          const links = deps.unsubscribeLinksOf(recipient.recipientId);
          await deps.mailer.send({
            to: recipient.email,
            ...mailFor(links.pageUrl),
            ...newsletterListOf({ publicUrl: deps.publicUrl, coachNameGenitive: coach.nameGenitive, oneClickUrl: links.oneClickUrl }),
          });
          sent.push(recipient.recipientId);
        } catch (error) {
          // This mail and the rest of the batch did not leave: give them back for the retry.
          await deps.newsletters.markDeliveries(newsletterId, sent, 'sent', now);
          await deps.newsletters.markDeliveries(newsletterId, toMail.slice(index).map((left) => left.recipientId), 'pending', now);
          deps.logger.error({ err: error, newsletterId, recipientId: recipient.recipientId }, 'newsletter delivery failed; the job will retry');
          throw error;
        }
      }
      // Marked per batch: a process that dies before this line leaves the batch claimed, and a
      // claimed delivery is reported, never mailed again (`abandonedDeliveries`).
      await deps.newsletters.markDeliveries(newsletterId, sent, 'sent', now);
    }
    await deps.newsletters.finish(newsletterId, now);
    deps.logger.info({ newsletterId }, 'newsletter sent');
  });
}
