import { html, type SafeHtml } from './escape-html';

/** The coach the mail speaks for, as the practice's details name her at send time. */
export type MailCoach = {
  name: string;
  /** «Анны Смирновой», for «сайт коуча …» */
  nameGenitive: string;
};

/** Where the workers read the coach from: the practice's current details, read anew for every mail. */
export type MailCoachSource = () => Promise<MailCoach>;

/** The one place that turns the practice's details into the coach a mail names. */
export const mailCoachOf = (details: { coachName: string; coachNameGenitive: string }): MailCoach => ({
  name: details.coachName,
  nameGenitive: details.coachNameGenitive,
});

const signatureOf = (coach: MailCoach): string => `${coach.name} · коучинг`;

/** The mail's colours: pale blue as in the web theme. */
export const palette = {
  accent: '#7FB3E6',
  accentPale: '#EAF3FC',
  /** A darker blue for links and small text: the pale accent is too light to read on white. */
  accentText: '#2F6FA8',
  text: '#1F2A37',
  muted: '#6B7A8C',
  page: '#F3F8FD',
} as const;

/** The salutation: by the name the client gave in her settings, when she gave one. */
export const greeting = (name?: string | null): string => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!');

export type MailLayoutInput = {
  title: string;
  /** The line mail clients show beside the subject in the inbox list. */
  preheader: string;
  body: SafeHtml;
  publicUrl: string;
  coach: MailCoach;
};

/**
 * One column, tables and inline styles: what mail clients (Outlook, mobile Gmail, Yandex Mail)
 * render alike. Every value is escaped by `html`.
 */
export function renderMailLayout({ title, preheader, body, publicUrl, coach }: MailLayoutInput): string {
  const siteName = new URL(publicUrl).host;
  return html`<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background:${palette.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${palette.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#FFFFFF;border-radius:12px;border-top:6px solid ${palette.accent};font-family:Arial,Helvetica,sans-serif;color:${palette.text};">
<tr><td style="padding:28px 32px 4px;font-size:13px;letter-spacing:0.08em;text-transform:uppercase;color:${palette.accentText};">${signatureOf(coach)}</td></tr>
<tr><td style="padding:8px 32px 32px;font-size:16px;line-height:1.5;">${body}</td></tr>
</table>
<p style="margin:16px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:${palette.muted};">Письмо отправлено автоматически с сайта <a href="${publicUrl}" style="color:${palette.accentText};">${siteName}</a>. Отвечать на него не нужно.</p>
</td></tr>
</table>
</body>
</html>`.value;
}

/** The plain-text counterpart of the layout's footer. */
export function textSignature(publicUrl: string, coach: MailCoach): string {
  return `—\n${signatureOf(coach)}\n${publicUrl}`;
}
