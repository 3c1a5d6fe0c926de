import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { supportRequestMail, type SupportRequest } from '../../../mail/support-mails';

import { supportMailPayload, type SupportMailPayload } from '../../../jobs/payloads';
import type { MailJobInfra } from '../../../infra';

/** Mails a support request to the coach, with the client's address as Reply-To. */
export function supportMessageMailJob(
  deps: MailJobInfra & {
    /** The kept requests to support (the support module's store). */
    messages: { byId(messageId: number): Promise<SupportRequest | undefined> };
    supportEmail: string;
  },
): JobDefinition<SupportMailPayload> {
  return defineJob('support-message-mail', supportMailPayload, { attempts: 8, backoffMs: 5000 }, async ({ messageId }) => {
    const message = await deps.messages.byId(messageId);
    if (!message) throw new Error(`Support message ${messageId} not found`);
    await deps.mailer.send({ to: deps.supportEmail, replyTo: message.email, ...supportRequestMail(message, deps.publicUrl, await deps.coach()) });
  });
}
