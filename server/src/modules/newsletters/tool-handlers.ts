import type { MailMessage } from '../../adapters/mail/mailer';
import { requireSuperuser } from '../../http/authorization';
import { badRequest, HttpError } from '../../http/errors';
import type { HandlerGroup } from '../../http/handler-types';
import type { Infra } from '../../infra';
import type { Advertisement } from '../../shared/advertising-mark';
import { readAdvertisementInput } from '../content/content-input';
import { sanitizeRichText } from '../../shared/sanitize-html';
import type { Subscribers } from './subscribers';
import { unsubscribeLinks } from './unsubscribe-tokens';

type Draft = { name: string; description: string; advertisement?: { advertiser: string; erid: string } | null };

/**
 * What the coach checks before a newsletter goes out: how many it reaches, how its mail looks (the
 * sending job's own template, `newsletterMail`, given by the module) and a copy in her own mailbox
 * (the `newsletter-test` mailer).
 */
export function newsletterToolHandlers(
  infra: Pick<Infra, 'mailerFor' | 'appSecret' | 'publicUrl' | 'logger'>,
  subscribers: Pick<Subscribers, 'recipients'>,
  newsletterMail: (input: { subject: string; sanitizedHtml: string; unsubscribeUrl: string; publicUrl: string; advertisement: Advertisement | null }) => Promise<Pick<MailMessage, 'subject' | 'text' | 'html'>>,
): HandlerGroup<'countNewsletterRecipients' | 'previewNewsletter' | 'sendTestNewsletter'> {
  const mailer = infra.mailerFor('newsletter-test');
  /** The mail exactly as the job renders it, with the coach's own unsubscribe link. */
  async function render(draft: Draft, coachId: string) {
    const sanitizedHtml = sanitizeRichText(draft.description);
    if (!sanitizedHtml.trim()) throw badRequest('Добавьте текст рассылки.');
    const advertisement = readAdvertisementInput(draft.advertisement);
    const links = unsubscribeLinks({ appSecret: infra.appSecret, publicUrl: infra.publicUrl, recipientId: coachId });
    return newsletterMail({ subject: draft.name.trim(), sanitizedHtml, unsubscribeUrl: links.pageUrl, publicUrl: infra.publicUrl, advertisement });
  }

  return {
    async countNewsletterRecipients({ user }) {
      requireSuperuser(user);
      return { count: (await subscribers.recipients()).length };
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
        await mailer.send({ to: user.email, ...mail, subject: `[Проверка] ${mail.subject}` });
      } catch (error) {
        infra.logger.error({ err: error, requestId: ctx.state.requestId }, 'test newsletter not sent');
        throw new HttpError(503, 'Почтовый сервер не принял письмо. Попробуйте ещё раз через несколько минут.');
      }
      return { result: true, message: `Проверочное письмо отправлено на ${user.email}.` };
    },
  };
}
