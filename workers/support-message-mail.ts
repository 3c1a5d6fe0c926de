import type { Mailer } from '../server/src/adapters/mail/mailer';
import type { JobDefinition } from '../server/src/adapters/queue/job-queue';
import type { SupportMessages } from '../server/src/modules/support/support';
import { supportRequestMail } from './mail-templates/support-mails';
import type { MailCoachSource } from './mail-templates/layout';
import { supportMailPayload, type SupportMailPayload } from '../server/src/jobs/payloads';

/** Mails a support request to the coach, with the client's address as Reply-To. */
export function supportMessageMailJob(deps: { mailer: Mailer; messages: SupportMessages; supportEmail: string; publicUrl: string; coach: MailCoachSource }): JobDefinition<SupportMailPayload> {
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
