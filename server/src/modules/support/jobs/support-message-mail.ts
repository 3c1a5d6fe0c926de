import type { Mailer } from '../../../adapters/mail/mailer';
import type { JobDefinition } from '../../../adapters/queue/job-queue';
import { supportRequestMail, type SupportRequest } from '../../../mail/support-mails';
import type { MailCoachSource } from '../../../mail/layout';
import { supportMailPayload, type SupportMailPayload } from '../../../jobs/payloads';

/** Mails a support request to the coach, with the client's address as Reply-To. */
export type SupportMessageMailDeps = {
  mailer: Mailer;
  /** The kept requests to support (the support module's store). */
  messages: { byId(messageId: number): Promise<SupportRequest | undefined> };
  supportEmail: string;
  publicUrl: string;
  coach: MailCoachSource;
};

export function supportMessageMailJob(deps: SupportMessageMailDeps): JobDefinition<SupportMailPayload> {
  return {
    name: 'support-message-mail',
    payload: supportMailPayload,
    attempts: 8,
    backoffMs: 5000,
    async process({ messageId }) {
      const message = await deps.messages.byId(messageId);
      if (!message) throw new Error(`Support message ${messageId} not found`);
      await deps.mailer.send({ to: deps.supportEmail, replyTo: message.email, ...supportRequestMail(message, deps.publicUrl, await deps.coach()) });
    },
  };
}
