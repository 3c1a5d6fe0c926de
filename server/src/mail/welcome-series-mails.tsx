import type { WelcomeSeriesTrigger } from '../modules/welcome-series/events';
import type { Advertisement } from '../shared/advertising-mark';
import type { MailCoach } from './layout';
import { MailLayout } from './mail-layout';
import { InlineLink, MailHeading, MarkedHtml, Paragraph } from './mail-parts';
import { letterPreheader } from './newsletter-mails';
import { renderMail, type RenderedMail } from './render-mail';

export type WelcomeLetterInput = {
  subject: string;
  sanitizedHtml: string;
  /** Which series the letter is from; the guide's when absent. */
  trigger?: WelcomeSeriesTrigger;
  guideName: string;
  /** Ends this series only. */
  unsubscribeUrl: string;
  /** Ends every mailing (withdraws the advertising consent). */
  unsubscribeAllUrl: string;
  publicUrl: string;
  coach: MailCoach;
  /** Third-party advertising's mark, as a newsletter's (`MarkedHtml`). */
  advertisement?: Advertisement | null;
};

/** Why she gets the letter: the series it comes from. */
function seriesReason(trigger: WelcomeSeriesTrigger, guideName: string): string {
  switch (trigger) {
    case 'guide':
      return `Вы получили это письмо, потому что скачали гид «${guideName}».`;
    case 'first_purchase':
      return 'Вы получили это письмо из серии после первой покупки, потому что согласились получать письма коуча.';
    case 'first_session':
      return 'Вы получили это письмо из серии после первой сессии, потому что согласились получать письма коуча.';
    default: {
      const unknown: never = trigger;
      throw new Error(`Unknown welcome series ${String(unknown)}`);
    }
  }
}

export function WelcomeLetterMail({ subject, sanitizedHtml, trigger = 'guide', guideName, unsubscribeUrl, unsubscribeAllUrl, publicUrl, coach, advertisement }: WelcomeLetterInput) {
  return (
    <MailLayout title={subject} preheader={letterPreheader(sanitizedHtml, advertisement)} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{subject}</MailHeading>
      <MarkedHtml html={sanitizedHtml} advertisement={advertisement} />
      <Paragraph tone="muted" style={{ margin: '24px 0 0', fontSize: 12 }}>
        {seriesReason(trigger, guideName)}{' '}
        <InlineLink href={unsubscribeUrl} textLabel="Отписаться от этой серии писем">
          Отписаться от этой серии
        </InlineLink>
        {' · '}
        <InlineLink href={unsubscribeAllUrl} textLabel="Отписаться от всех рассылок">
          от всех рассылок
        </InlineLink>
      </Paragraph>
    </MailLayout>
  );
}

/**
 * A letter of a welcome series, in the newsletter's layout. It says which series it comes from
 * (the guide she took, her first purchase, her first session) and carries two ways out: this series
 * only, or every mailing.
 */
export function welcomeLetterMail(input: WelcomeLetterInput): RenderedMail {
  return { subject: input.subject, ...renderMail(<WelcomeLetterMail {...input} />) };
}
