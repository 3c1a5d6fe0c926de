import { html, SafeHtml } from './escape-html';
import { renderMailLayout, textSignature, type MailCoach } from './layout';
import type { RenderedMail } from './login-code-mails';

/** Plain text of sanitised HTML, for the text part of the mail. */
export function toPlainText(markup: string): string {
  return markup
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A newsletter issue. `sanitizedHtml` was cleaned on the server when the coach saved it, so it is
 * inserted as it is; every mail carries its recipient's own unsubscribe link.
 */
export function newsletterMail(input: { subject: string; sanitizedHtml: string; unsubscribeUrl: string; publicUrl: string; coach: MailCoach }): RenderedMail {
  const text = [toPlainText(input.sanitizedHtml), `Отписаться от рассылки: ${input.unsubscribeUrl}`, textSignature(input.publicUrl, input.coach)].join('\n\n');
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">${input.subject}</h1>
${new SafeHtml(input.sanitizedHtml)}
<p style="margin:24px 0 0;font-size:12px;color:#6B7A8C;">Вы получили это письмо, потому что согласились на рассылку. <a href="${input.unsubscribeUrl}" style="color:#2F6FA8;">Отписаться</a></p>`;
  return { subject: input.subject, text, html: renderMailLayout({ title: input.subject, preheader: toPlainText(input.sanitizedHtml).slice(0, 90), body, publicUrl: input.publicUrl, coach: input.coach }) };
}
