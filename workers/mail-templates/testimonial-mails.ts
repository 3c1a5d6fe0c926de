import { html } from './escape-html';
import { palette, greeting, renderMailLayout, textSignature, type MailCoach } from './layout';
import type { RenderedMail } from './login-code-mails';

/** The invitation to leave a testimonial after her first held session: a service mail about her own sessions. */
export function testimonialInvitationMail(recipientName: string | null, publicUrl: string, coach: MailCoach): RenderedMail {
  const subject = 'Поделитесь впечатлениями о сессии';
  const lead = 'Спасибо за нашу встречу. Если захотите, напишите пару слов о том, как прошла сессия: отзыв увижу только я, а на сайте он появится, лишь если вы дадите на это отдельное согласие.';
  const formUrl = `${publicUrl}/lk/testimonial`;
  const text = [greeting(recipientName), lead, `Написать отзыв: ${formUrl}`, textSignature(publicUrl, coach)].join('\n\n');
  const body = html`<h1 style="margin:0 0 16px;font-size:22px;font-weight:bold;">${subject}</h1>
<p style="margin:0 0 12px;">${greeting(recipientName)} ${lead}</p>
<p style="margin:16px 0;"><a href="${formUrl}" style="display:inline-block;padding:12px 24px;background:${palette.accentText};color:#FFFFFF;border-radius:8px;text-decoration:none;font-weight:bold;">Написать отзыв</a></p>`;
  return { subject, text, html: renderMailLayout({ title: subject, preheader: lead, body, publicUrl, coach }) };
}
