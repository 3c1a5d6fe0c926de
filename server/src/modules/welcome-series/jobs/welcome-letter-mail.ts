import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import type { Advertisement } from '../../../shared/advertising-mark';
import { welcomeLetterPayload, type WelcomeLetterPayload } from '../../../jobs/payloads';
import type { WelcomeSeriesTrigger } from '../events';
import { welcomeLetterMail } from '../../../mail/welcome-series-mails';
import { newsletterListOf } from '../../../mail/newsletter-mails';
import type { Infra, MailJobInfra } from '../../../infra';

/** One letter of one series to one person. */
export type WelcomeLetterRef = { trigger: WelcomeSeriesTrigger; recipientId: string; letterId: string };

/**
 * Mails one letter of the welcome series to one person on its day. Claimed as an event before the
 * mail leaves and recorded after it, so a retried or restarted job never mails it twice; a failed
 * send gives the claim back and the job retries.
 */
export function welcomeLetterMailJob(
  deps: MailJobInfra & Pick<Infra, 'logger'> & {
    /** The letter as its series has it now; undefined when the coach removed it or turned the series off. */
    letter(trigger: WelcomeSeriesTrigger, letterId: string): Promise<{ subject: string; html: string; advertisement?: Advertisement | undefined } | undefined>;
    /** Her address now; undefined when there is none any more (an erased account). */
    addressOf(recipientId: string): Promise<string | undefined>;
    /** Her advertising consent still stands. */
    stillSubscribed(recipientId: string): Promise<boolean>;
    /**
     * Records the letter as leaving: 'claimed' when it may be mailed now; 'stopped' when her series
     * ended; 'claimed-before' when an earlier run claimed it (sent, or lost in a crash: never repeated).
     * Each record is timed at the run's `now`.
     */
    claim(ref: WelcomeLetterRef, now: Date): Promise<'claimed' | 'stopped' | 'claimed-before'>;
    /** The mail left: recorded as sent. */
    recordSent(ref: WelcomeLetterRef, subject: string, now: Date): Promise<void>;
    /** The mail did not leave: the claim is given back for the retry. */
    release(ref: WelcomeLetterRef, now: Date): Promise<void>;
    /** The name of the free guide, for the guide series' «Вы получили это письмо, потому что скачали гид «…»». */
    guideName(): Promise<string>;
    /** Her unsubscribe page (this series), the page for every mailing, and the one-click address (this series). */
    unsubscribeLinksOf(trigger: WelcomeSeriesTrigger, recipientId: string): { pageUrl: string; allPageUrl: string; oneClickUrl: string };
  },
): JobDefinition<WelcomeLetterPayload> {
  return defineJob('welcome-letter-mail', welcomeLetterPayload, { attempts: 8, backoffMs: 15_000 }, async (payload, { now }) => {
    const ref: WelcomeLetterRef = { trigger: payload.trigger ?? 'guide', recipientId: payload.recipientId, letterId: payload.letterId };
    const { trigger, recipientId, letterId } = ref;
    const letter = await deps.letter(trigger, letterId);
    if (!letter) {
      deps.logger.info({ recipientId, letterId }, 'welcome letter removed or series off; not sent');
      return;
    }
    if (!(await deps.stillSubscribed(recipientId))) {
      deps.logger.info({ recipientId, letterId }, 'advertising consent withdrawn; welcome letter not sent');
      return;
    }
    const email = await deps.addressOf(recipientId);
    if (!email) {
      deps.logger.info({ recipientId, letterId }, 'no address for the welcome letter; not sent');
      return;
    }
    const claim = await deps.claim(ref, now);
    if (claim === 'claimed-before') {
      deps.logger.warn({ recipientId, letterId }, 'welcome letter claimed before (sent, or interrupted by a crash); not repeated');
      return;
    }
    if (claim === 'stopped') return;
    try {
      const coach = await deps.coach();
      const links = deps.unsubscribeLinksOf(trigger, recipientId);
      const mail = welcomeLetterMail({
        subject: letter.subject,
        sanitizedHtml: letter.html,
        trigger,
        guideName: await deps.guideName(),
        unsubscribeUrl: links.pageUrl,
        unsubscribeAllUrl: links.allPageUrl,
        publicUrl: deps.publicUrl,
        coach,
        advertisement: letter.advertisement ?? null,
      });
      const list = newsletterListOf({ publicUrl: deps.publicUrl, coachNameGenitive: coach.nameGenitive, oneClickUrl: links.oneClickUrl });
      await deps.mailer.send({
        to: email,
        ...mail,
        list: { name: `Приветственная серия коуча ${coach.nameGenitive}`, id: `welcome.${new URL(deps.publicUrl).hostname}` },
        headers: list.headers,
      });
    } catch (error) {
      deps.logger.error({ err: error, recipientId, letterId }, 'welcome letter failed; the job will retry');
      await deps.release(ref, now);
      throw error;
    }
    await deps.recordSent(ref, letter.subject, now);
  });
}
