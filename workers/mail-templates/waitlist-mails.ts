import { dayText } from '../../server/src/shared/date-text';
import { clockTimesText } from '../../server/src/shared/client-time';
import { html } from './escape-html';
import { palette, greeting, renderMailLayout, textSignature, type MailCoach } from './layout';
import type { RenderedMail } from './login-code-mails';

/**
 * «Освободилось время»: a service mail to a client who asked to be told. Its links only open the
 * cabinet (booking and «Не ждать» are buttons there), so a mail scanner following them changes nothing.
 */
export function waitlistMail(
  input: { day: string; times: readonly string[]; starts?: readonly Date[]; timeZone?: string | null; recipientName: string | null },
  publicUrl: string,
  coach: MailCoach,
): RenderedMail {
  const date = dayText(input.day);
  const cabinetUrl = `${publicUrl}/lk`;
  // With the times' instants the client's clock is shown beside Moscow's (her zone); the Moscow text otherwise.
  const times = input.starts ? clockTimesText(input.starts, input.timeZone) : `${input.times.join(', ')} (по московскому времени)`;
  const lead = `На ${date} освободилось время: ${times}.`;
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
