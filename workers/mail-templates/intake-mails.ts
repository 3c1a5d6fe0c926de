import { html } from './escape-html';
import { palette, greeting, renderMailLayout, textSignature, type MailCoach } from './layout';
import type { RenderedMail } from './login-code-mails';

/** The reminder to fill in the questionnaire before the first session: a service mail about her own booking. */
export function intakeReminderMail(recipientName: string | null, publicUrl: string, coach: MailCoach): RenderedMail {
  const subject = 'Анкета перед первой сессией';
  const lead = 'Перед нашей первой сессией я прошу ответить на несколько вопросов: так встреча пройдёт полезнее.';
  const cabinetUrl = `${publicUrl}/lk`;
  const text = [greeting(recipientName), lead, `Анкета — в личном кабинете: ${cabinetUrl}`, textSignature(publicUrl, coach)].join('\n\n');
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">${subject}</h1>
<p style="margin:0 0 12px;">${greeting(recipientName)} ${lead}</p>
<p style="margin:16px 0;"><a href="${cabinetUrl}" style="display:inline-block;padding:12px 24px;background:${palette.accentText};color:#FFFFFF;border-radius:8px;text-decoration:none;font-weight:bold;">Заполнить анкету</a></p>`;
  return { subject, text, html: renderMailLayout({ title: subject, preheader: lead, body, publicUrl, coach }) };
}
