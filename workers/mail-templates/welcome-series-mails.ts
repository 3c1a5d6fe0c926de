import { html, SafeHtml } from './escape-html';
import { renderMailLayout, textSignature, type MailCoach } from './layout';
import type { RenderedMail } from './login-code-mails';
import { toPlainText } from './newsletter-mails';

/**
 * A letter of the welcome series, in the newsletter's layout. It says which series it comes from
 * (the guide she took) and carries two ways out: this series only, or every mailing.
 */
export function welcomeLetterMail(input: {
  subject: string;
  sanitizedHtml: string;
  guideName: string;
  /** Ends this series only. */
  unsubscribeUrl: string;
  /** Ends every mailing (withdraws the advertising consent). */
  unsubscribeAllUrl: string;
  publicUrl: string;
  coach: MailCoach;
}): RenderedMail {
  const why = `Вы получили это письмо, потому что скачали гид «${input.guideName}».`;
  const text = [
    toPlainText(input.sanitizedHtml),
    why,
    `Отписаться от этой серии писем: ${input.unsubscribeUrl}`,
    `Отписаться от всех рассылок: ${input.unsubscribeAllUrl}`,
    textSignature(input.publicUrl, input.coach),
  ].join('\n\n');
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">${input.subject}</h1>
${new SafeHtml(input.sanitizedHtml)}
<p style="margin:24px 0 0;font-size:12px;color:#6B7A8C;">${why} <a href="${input.unsubscribeUrl}" style="color:#2F6FA8;">Отписаться от этой серии</a> · <a href="${input.unsubscribeAllUrl}" style="color:#2F6FA8;">от всех рассылок</a></p>`;
  return {
    subject: input.subject,
    text,
    html: renderMailLayout({ title: input.subject, preheader: toPlainText(input.sanitizedHtml).slice(0, 90), body, publicUrl: input.publicUrl, coach: input.coach }),
  };
}
