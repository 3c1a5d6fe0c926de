import { DateTime } from 'luxon';
import { namedZones, utcOffsetText } from '../../shared/client-time';
import { dayText } from '../../shared/date-text';
import { formatKopecks } from '../../shared/money-text';
import { plural } from '../../shared/russian-plural';
import { paths } from '../../shared/site-paths';
import type { MailCoach } from '../../mail/layout';
import { MailLayout } from '../../mail/mail-layout';
import { ButtonLink, InlineLink, MailHeading, Paragraph } from '../../mail/mail-parts';
import { renderMail, type RenderedMail } from '../../mail/render-mail';
import type { NoticeClient, NoticeFacts } from './notice-facts';
import type { NoticeKind } from './notice-kinds';

/** «2 декабря 2026, 14:00 (Москва)»: a moment on the coach's own clock. */
export function coachMomentText(instant: Date, zone: string): string {
  const local = DateTime.fromJSDate(instant, { zone }).setLocale('ru');
  return `${local.toFormat('d MMMM yyyy, HH:mm')} (${namedZones[zone]?.city ?? utcOffsetText(instant, zone)})`;
}

/** «Анна Петрова (anna@example.ru)», or what is left of her once her data is erased. */
export function clientText(client: NoticeClient): string {
  if (client.name && client.email) return `${client.name} (${client.email})`;
  return client.name ?? client.email ?? 'клиент, чьи данные удалены';
}

const receiptTexts = { payment: 'Чек оплаты', refund: 'Чек возврата', settlement: 'Чек зачёта предоплаты' } as const;

/** The back-office page where she acts on a notice of this kind. */
const pageOf: Record<NoticeKind, { path: string; label: string }> = {
  booking: { path: `${paths.admin}/schedule`, label: 'Открыть расписание' },
  purchase: { path: `${paths.admin}/payments`, label: 'Открыть платежи' },
  move: { path: `${paths.admin}/schedule`, label: 'Открыть расписание' },
  cancellation: { path: `${paths.admin}/schedule`, label: 'Открыть расписание' },
  refund: { path: `${paths.admin}/payments`, label: 'Открыть платежи' },
  'receipt-problem': { path: `${paths.admin}/payments`, label: 'Открыть платежи' },
  testimonial: { path: `${paths.admin}/clients`, label: 'Открыть отзывы' },
  waitlist: { path: `${paths.admin}/schedule`, label: 'Открыть расписание' },
};

/** One notice in words: its headline (the subject of a mail of its own) and its lines, the client first. */
export function noticeText(facts: NoticeFacts, zone: string): { headline: string; lines: string[] } {
  const client = `Клиент: ${clientText(facts.client)}.`;
  switch (facts.kind) {
    case 'booking':
      return {
        headline: `Новая запись: ${facts.what}${facts.start ? `, ${coachMomentText(facts.start, zone)}` : ''}`,
        lines: [
          client,
          facts.start ? `Сессия «${facts.what}» — ${coachMomentText(facts.start, zone)}.` : `Сессия «${facts.what}».`,
          facts.amountKopecks === null ? 'Оплата: сессия из пакета.' : `Оплачено: ${formatKopecks(facts.amountKopecks)}.`,
        ],
      };
    case 'purchase':
      return { headline: `Новая покупка: ${facts.what}`, lines: [client, `Покупка: «${facts.what}», оплачено ${formatKopecks(facts.amountKopecks)}.`] };
    case 'move':
      return {
        headline: `Сессия перенесена на ${coachMomentText(facts.to, zone)}`,
        lines: [client, `Сессия «${facts.what}» перенесена с ${coachMomentText(facts.from, zone)} на ${coachMomentText(facts.to, zone)}.`],
      };
    case 'cancellation':
      return { headline: `Сессия отменена: ${coachMomentText(facts.start, zone)}`, lines: [client, `Клиент отменил сессию «${facts.what}» на ${coachMomentText(facts.start, zone)}.`] };
    case 'refund':
      return { headline: `Возврат ${formatKopecks(facts.amountKopecks)}: ${facts.what}`, lines: [client, `Деньги за «${facts.what}» возвращены: ${formatKopecks(facts.amountKopecks)}.`] };
    case 'receipt-problem':
      return {
        headline: `Чек не принят: ${facts.what}`,
        lines: [
          client,
          `${receiptTexts[facts.receipt]} за «${facts.what}» не принят.`,
          'Зарегистрируйте его сами в «Мой налог» или в своей кассе и отметьте это в «Платежах».',
        ],
      };
    case 'testimonial':
      return { headline: 'Новый отзыв ждёт одобрения', lines: [client, 'Клиент оставил отзыв и согласился на публикацию. На сайте он появится, когда вы его одобрите.'] };
    case 'waitlist':
      return { headline: `Лист ожидания на ${dayText(facts.day)}`, lines: [client, `Клиент ждёт свободного окна на ${dayText(facts.day)}.`] };
  }
}

type MailInput = { publicUrl: string; coach: MailCoach; zone: string };

export function CoachNoticeMail({ facts, publicUrl, coach, zone }: MailInput & { facts: NoticeFacts }) {
  const { headline, lines } = noticeText(facts, zone);
  const page = pageOf[facts.kind];
  return (
    <MailLayout title={headline} preheader={lines[0] ?? headline} publicUrl={publicUrl} coach={coach}>
      <MailHeading size={20}>{headline}</MailHeading>
      {lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <ButtonLink href={`${publicUrl}${page.path}`} label={page.label} />
      <Paragraph tone="muted">Какие уведомления приходят и как часто, можно выбрать в «Практике».</Paragraph>
    </MailLayout>
  );
}

/** One notice to the coach, mailed as it happens. */
export function coachNoticeMail(facts: NoticeFacts, input: MailInput): RenderedMail {
  return { subject: noticeText(facts, input.zone).headline, ...renderMail(<CoachNoticeMail facts={facts} {...input} />) };
}

/** «1 событие», «3 события», «5 событий». */
const eventsText = (count: number): string => `${count} ${plural(count, 'событие', 'события', 'событий')}`;

export function CoachDigestMail({ notices, day, publicUrl, coach, zone }: MailInput & { notices: readonly NoticeFacts[]; day: string }) {
  const title = `Сводка на ${dayText(day)}`;
  return (
    <MailLayout title={title} preheader={`${eventsText(notices.length)} в практике`} publicUrl={publicUrl} coach={coach}>
      <MailHeading size={20}>{title}</MailHeading>
      {notices.map((facts, index) => {
        const { headline, lines } = noticeText(facts, zone);
        const page = pageOf[facts.kind];
        return (
          // The list never changes once rendered: its order is its identity.
          <Paragraph key={index}>
            <b>{headline}</b>
            <br />
            {`${lines.join(' ')} `}
            <InlineLink href={`${publicUrl}${page.path}`}>{page.label}</InlineLink>
          </Paragraph>
        );
      })}
      <Paragraph tone="muted">Сводка приходит в 9:00 по вашему времени, когда за сутки что-то произошло. Получать письма по одному можно, выбрав это в «Практике».</Paragraph>
    </MailLayout>
  );
}

/** The morning's one mail of the notices gathered since the last one; `day` is the day they are gathered for. */
export function coachDigestMail(notices: readonly NoticeFacts[], day: string, input: MailInput): RenderedMail {
  return { subject: `Сводка на ${dayText(day)}: ${eventsText(notices.length)}`, ...renderMail(<CoachDigestMail notices={notices} day={day} {...input} />) };
}

