import { dayText } from '../../server/src/shared/date-text';
import { html } from './escape-html';
import { palette, greeting, renderMailLayout, textSignature, type MailCoach } from './layout';
import type { RenderedMail } from './login-code-mails';

/**
 * «Освободилось время»: a service mail to a client who asked to be told. Its links only open the
 * cabinet (booking and «Не ждать» are buttons there), so a mail scanner following them changes nothing.
 */
export function waitlistMail(input: { day: string; times: readonly string[]; recipientName: string | null }, publicUrl: string, coach: MailCoach): RenderedMail {
  const date = dayText(input.day);
  const cabinetUrl = `${publicUrl}/lk`;
  const lead = `На ${date} освободилось время: ${input.times.join(', ')} (по московскому времени).`;
  const race = 'Время достанется тому, кто запишется первым.';
  const leave = 'Если этот день больше не нужен, нажмите «Не ждать» в личном кабинете.';
  const subject = `Освободилось время на ${date}`;
  const text = [greeting(input.recipientName), lead, race, `Записаться: ${cabinetUrl}`, leave, textSignature(publicUrl, coach)].join('\n\n');
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">${subject}</h1>
<p style="margin:0 0 12px;">${greeting(input.recipientName)} ${lead}</p>
<p style="margin:0 0 12px;">${race}</p>
<p style="margin:20px 0;"><a href="${cabinetUrl}" style="display:inline-block;padding:12px 24px;background:${palette.accentText};color:#FFFFFF;border-radius:8px;text-decoration:none;font-weight:bold;">Открыть календарь</a></p>
<p style="margin:0;font-size:13px;color:${palette.muted};">${leave}</p>`;
  return { subject, text, html: renderMailLayout({ title: subject, preheader: lead, body, publicUrl, coach }) };
}
