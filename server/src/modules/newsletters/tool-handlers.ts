import type { MailMessage, Mailer } from '../../adapters/mail/mailer';
import type { Logger } from '../../config/logger';
import { requireSuperuser } from '../../http/authorization';
import { badRequest, HttpError } from '../../http/errors';
import type { HandlerGroup } from '../../http/handler-types';
import type { Advertisement } from '../../shared/advertising-mark';
import { readAdvertisementInput } from '../content/content-input';
import { sanitizeRichText } from '../../shared/sanitize-html';
import type { Subscribers } from './subscribers';
import { unsubscribeLinks } from './unsubscribe-tokens';

export type NewsletterToolDeps = {
  subscribers: Pick<Subscribers, 'recipients'>;
  mailer: Mailer;
  appSecret: string;
  publicUrl: string;
  logger: Logger;
  /** The sending job's own template (server/src/mail), given by the composition root. */
  newsletterMail: (input: { subject: string; sanitizedHtml: string; unsubscribeUrl: string; publicUrl: string; advertisement: Advertisement | null }) => Promise<Pick<MailMessage, 'subject' | 'text' | 'html'>>;
};

type Draft = { name: string; description: string; advertisement?: { advertiser: string; erid: string } | null };

/**
 * What the coach checks before a newsletter goes out: how many it reaches, how its mail looks (the
 * sending job's own template) and a copy in her own mailbox.
 */
export function newsletterToolHandlers(deps: NewsletterToolDeps): HandlerGroup<'countNewsletterRecipients' | 'previewNewsletter' | 'sendTestNewsletter'> {
  /** The mail exactly as the job renders it, with the coach's own unsubscribe link. */
  async function render(draft: Draft, coachId: string) {
    const sanitizedHtml = sanitizeRichText(draft.description);
    if (!sanitizedHtml.trim()) throw badRequest('Добавьте текст рассылки.');
    const advertisement = readAdvertisementInput(draft.advertisement);
    const links = unsubscribeLinks({ appSecret: deps.appSecret, publicUrl: deps.publicUrl, recipientId: coachId });
    return deps.newsletterMail({ subject: draft.name.trim(), sanitizedHtml, unsubscribeUrl: links.pageUrl, publicUrl: deps.publicUrl, advertisement });
  }

  return {
    async countNewsletterRecipients({ user }) {
      requireSuperuser(user);
      return { count: (await deps.subscribers.recipients()).length };
    },

    async previewNewsletter({ body, user }) {
      requireSuperuser(user);
      const mail = await render(body, user.id);
      return { subject: mail.subject, html: mail.html };
    },

    async sendTestNewsletter({ body, user, ctx }) {
      requireSuperuser(user);
      const mail = await render(body, user.id);
      try {
        await deps.mailer.send({ to: user.email, ...mail, subject: `[Проверка] ${mail.subject}` });
      } catch (error) {
        deps.logger.error({ err: error, requestId: ctx.state.requestId }, 'test newsletter not sent');
        throw new HttpError(503, 'Почтовый сервер не принял письмо. Попробуйте ещё раз через несколько минут.');
      }
      return { result: true, message: `Проверочное письмо отправлено на ${user.email}.` };
    },
  };
}
