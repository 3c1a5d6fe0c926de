import type { JobDefinition } from '../../../adapters/queue/job-queue';
import { testimonialInvitationPayload, type TestimonialInvitationPayload } from '../../../jobs/payloads';
import { testimonialInvitationMail } from '../../../mail/testimonial-mails';
import type { Infra, MailJobInfra } from '../../../infra';

/**
 * Invites a client to leave a testimonial, a while after the coach marked her first session held.
 * One job per client (`testimonial-invitation-{userId}`), and the invitation is recorded as an
 * event, so she is never invited twice.
 */
export function testimonialInvitationMailJob(
  deps: MailJobInfra & Pick<Infra, 'logger'> & {
    /** Her address and name; undefined once the account is gone. */
    loadClient(userId: string): Promise<{ email: string; name: string | null } | undefined>;
    /** Records the invitation in her testimonial's stream, at the run's `now`: true when its mail is due (once per client, ever). */
    invite(userId: string, consultationId: number, now: Date): Promise<boolean>;
  },
): JobDefinition<TestimonialInvitationPayload> {
  return {
    name: 'testimonial-invitation-mail',
    payload: testimonialInvitationPayload,
    attempts: 5,
    backoffMs: 2000,
    async process({ userId, consultationId }, { now }) {
      const client = await deps.loadClient(userId);
      if (!client?.email) {
        deps.logger.info({ userId, consultationId }, 'account gone or without an address; testimonial invitation dropped');
        return;
      }
      if (!(await deps.invite(userId, consultationId, now))) return;
      await deps.mailer.send({ to: client.email, ...testimonialInvitationMail(client.name, deps.publicUrl, await deps.coach()) });
    },
  };
}
