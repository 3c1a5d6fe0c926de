import type { MailMessage } from '../adapters/mail/mailer';
import type { Advertisement } from '../shared/advertising-mark';
import { escapeHtml } from '../shared/escape-html';
import type { MailCoach } from './layout';
import { MailLayout } from './mail-layout';
import { InlineLink, MailHeading, MarkedHtml, Paragraph } from './mail-parts';
import { htmlToPlainText, renderMail, type RenderedMail } from './render-mail';

export type NewsletterMailInput = {
  subject: string;
  sanitizedHtml: string;
  unsubscribeUrl: string;
  publicUrl: string;
  coach: MailCoach;
  /** Third-party advertising's mark: «Реклама», the advertiser and the erid above the text, `erid` on its links. */
  advertisement?: Advertisement | null;
};

/**
 * What the inbox list shows beside a letter's subject: the start of its text, after «Реклама.» when
 * the letter is third-party advertising, so the mark is seen before the letter is opened.
 */
export const letterPreheader = (sanitizedHtml: string, advertisement?: Advertisement | null): string =>
  `${advertisement ? 'Реклама. ' : ''}${htmlToPlainText(sanitizedHtml)}`.slice(0, 90);

export function NewsletterMail({ subject, sanitizedHtml, unsubscribeUrl, publicUrl, coach, advertisement }: NewsletterMailInput) {
  return (
    <MailLayout title={subject} preheader={letterPreheader(sanitizedHtml, advertisement)} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{subject}</MailHeading>
      <MarkedHtml html={sanitizedHtml} advertisement={advertisement} />
      <Paragraph tone="muted" style={{ margin: '24px 0 0', fontSize: 12 }}>
        Вы получили это письмо, потому что согласились на рассылку.{' '}
        <InlineLink href={unsubscribeUrl} textLabel="Отписаться от рассылки">
          Отписаться
        </InlineLink>
      </Paragraph>
    </MailLayout>
  );
}

/**
 * A newsletter issue. `sanitizedHtml` was cleaned on the server when the coach saved it, so it is
 * inserted as it is; every mail carries its recipient's own unsubscribe link.
 */
export function newsletterMail(input: NewsletterMailInput): RenderedMail {
  return { subject: input.subject, ...renderMail(<NewsletterMail {...input} />) };
}

/** Where each recipient's unsubscribe address goes in an issue rendered once: a URL no letter holds. */
const unsubscribeSlot = 'https://unsubscribe.invalid/recipient';


/**
 * An issue rendered once for all its recipients (a send to 10 000 rendered React and converted the
 * text 10 000 times, issue 45): the mail for one recipient is the rendered issue with her own
 * unsubscribe address put in, the same bytes `newsletterMail` would render for her.
 */
export function newsletterMailForEach(input: Omit<NewsletterMailInput, 'unsubscribeUrl'>): (unsubscribeUrl: string) => RenderedMail {
  const rendered = newsletterMail({ ...input, unsubscribeUrl: unsubscribeSlot });
  return (unsubscribeUrl) => ({
    subject: rendered.subject,
    html: rendered.html.replaceAll(unsubscribeSlot, escapeHtml(unsubscribeUrl)),
    text: rendered.text.replaceAll(unsubscribeSlot, unsubscribeUrl),
  });
}

/**
 * What makes a newsletter a mailing list to mail clients and providers:
 * - `List-Id` (RFC 2919), the same for every issue, by which filters and the providers' feedback
 *   loops and postmaster tools group the newsletter: its name and `newsletter.{the site's host}`;
 * - `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058), as Gmail and Yandex require of bulk
 *   senders: exactly one HTTPS address, which the provider posts to; a mail client without
 *   one-click opens it in the browser, where it asks first. The link in the body stays for people.
 */
export function newsletterListOf(input: { publicUrl: string; coachNameGenitive: string; oneClickUrl: string }): Pick<MailMessage, 'list' | 'headers'> {
  return {
    list: { name: `Рассылка коуча ${input.coachNameGenitive}`, id: `newsletter.${new URL(input.publicUrl).hostname}` },
    headers: { 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
