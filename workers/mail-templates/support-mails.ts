import { momentText } from '../../server/src/shared/date-text';
import { html } from './escape-html';
import { renderMailLayout, textSignature, type MailCoach } from './layout';
import type { RenderedMail } from './login-code-mails';

/** A client's request to support as its mail tells it. */
export type SupportRequest = { id: number; email: string; message: string; createdAt: Date };

/** The coach's copy of a client's support request; answering it replies to the client. */
export function supportRequestMail(message: SupportRequest, publicUrl: string, coach: MailCoach): RenderedMail {
  const when = momentText(message.createdAt);
  const text = [`Запрос в поддержку №${message.id} от ${message.email} (${when} МСК):`, message.message, 'Ответьте на это письмо — ответ уйдёт клиенту.', textSignature(publicUrl, coach)].join('\n\n');
  const body = html`<h1 style="margin:0 0 16px;font-size:20px;font-weight:bold;">Запрос в поддержку №${message.id}</h1>
<p style="margin:0 0 12px;">От <b>${message.email}</b>, ${when} МСК</p>
<p style="margin:0 0 16px;white-space:pre-wrap;border-left:4px solid #7FB3E6;padding-left:12px;">${message.message}</p>
<p style="margin:0;color:#6B7A8C;">Ответьте на это письмо — ответ уйдёт клиенту.</p>`;
  return {
    subject: `Запрос в поддержку №${message.id} от ${message.email}`,
    text,
    html: renderMailLayout({ title: 'Запрос в поддержку', preheader: message.message.slice(0, 90), body, publicUrl, coach }),
  };
}
