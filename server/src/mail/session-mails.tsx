import type { CalendarSession } from '../shared/calendar-session';
import { sessionMomentText } from '../shared/client-time';
import type { SessionReminderPayload } from '../jobs/payloads';
import type { MailCoach } from './layout';
import { MailLayout } from './mail-layout';
import { ButtonLink, Greeting, InlineLink, LinkRow, MailHeading, Paragraph } from './mail-parts';
import { renderMail, type RenderedMail } from './render-mail';
import { addToCalendarLinks } from './session-calendar';

type ReminderLead = SessionReminderPayload['lead'];

/** A session as its mails show it: to whom (her name, her time zone; Moscow time without one). */
export type MailedSessionDetails = CalendarSession & { recipientName: string | null; timeZone?: string | null };

type SessionDetailsProps = { session: CalendarSession & { timeZone?: string | null }; publicUrl: string; coach: MailCoach };

/**
 * When and where a session happens, with links that add it to a calendar: the part every mail
 * about a live session shares. Each link only opens a page (the room, a calendar's own form),
 * so a mail scanner following it changes nothing.
 */
export function SessionDetails({ session, publicUrl, coach }: SessionDetailsProps) {
  const calendars = addToCalendarLinks(session, { publicUrl, coachName: coach.name, timeZone: session.timeZone });
  return (
    <>
      <Paragraph>
        <strong>Когда:</strong> {`${sessionMomentText(session.start, session.timeZone)}, онлайн.`}
      </Paragraph>
      {session.meetingUrl ? (
        <ButtonLink href={session.meetingUrl} label="Подключиться" textLabel="Ссылка для подключения" urlBelow="plain" />
      ) : (
        <Paragraph>Ссылка для подключения появится в личном кабинете.</Paragraph>
      )}
      <LinkRow
        links={[
          { href: calendars.google, label: 'Добавить в Google Календарь' },
          { href: calendars.yandex, label: 'Добавить в Яндекс Календарь' },
        ]}
      />
    </>
  );
}

export type SessionChange = 'booked' | 'moved' | 'room-changed' | 'cancelled';

const changeWording: Record<SessionChange, { subject: string; lead: string }> = {
  booked: { subject: 'Сессия записана', lead: 'Ваша сессия записана.' },
  moved: { subject: 'Сессия перенесена', lead: 'Ваша сессия перенесена на новое время.' },
  'room-changed': { subject: 'Новая ссылка на сессию', lead: 'Сессия пройдёт по новой ссылке; время прежнее.' },
  cancelled: { subject: 'Сессия отменена', lead: 'Ваша сессия отменена; приглашение в календаре снято.' },
};

type SessionMailProps = { session: MailedSessionDetails; publicUrl: string; coach: MailCoach };

export function SessionChangeMail({ change, session, publicUrl, coach }: SessionMailProps & { change: SessionChange }) {
  const wording = changeWording[change];
  return (
    <MailLayout title={wording.subject} preheader={wording.lead} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{wording.subject}</MailHeading>
      <Greeting name={session.recipientName} />
      <Paragraph>{wording.lead}</Paragraph>
      {change === 'cancelled' ? (
        <Paragraph>{`Сессия ${sessionMomentText(session.start, session.timeZone)} не состоится.`}</Paragraph>
      ) : (
        <SessionDetails session={session} publicUrl={publicUrl} coach={coach} />
      )}
      <Paragraph>
        Все записи — в <InlineLink href={`${publicUrl}/lk`}>личном кабинете</InlineLink>.
      </Paragraph>
    </MailLayout>
  );
}

/** A booked, moved or cancelled session; the worker attaches the matching invitation. */
export function sessionChangeMail(change: SessionChange, session: MailedSessionDetails, publicUrl: string, coach: MailCoach): RenderedMail {
  return { subject: changeWording[change].subject, ...renderMail(<SessionChangeMail change={change} session={session} publicUrl={publicUrl} coach={coach} />) };
}

const reminderWording: Record<ReminderLead, { subject: string; lead: string }> = {
  day: { subject: 'Напоминание: сессия завтра', lead: 'Напоминаю о нашей сессии через сутки.' },
  hour: { subject: 'Напоминание: сессия через час', lead: 'Наша сессия начнётся через час.' },
};

export function SessionReminderMail({ lead, session, publicUrl, coach }: SessionMailProps & { lead: ReminderLead }) {
  const wording = reminderWording[lead];
  return (
    <MailLayout title={wording.subject} preheader={wording.lead} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{wording.subject}</MailHeading>
      <Greeting name={session.recipientName} />
      <Paragraph>{wording.lead}</Paragraph>
      <SessionDetails session={session} publicUrl={publicUrl} coach={coach} />
      <Paragraph>
        Перенести или отменить сессию можно в <InlineLink href={`${publicUrl}/lk`}>личном кабинете</InlineLink>.
      </Paragraph>
    </MailLayout>
  );
}

/** A reminder before the session: a service mail about the client's own booking, not advertising. */
export function sessionReminderMail(lead: ReminderLead, session: MailedSessionDetails, publicUrl: string, coach: MailCoach): RenderedMail {
  return { subject: reminderWording[lead].subject, ...renderMail(<SessionReminderMail lead={lead} session={session} publicUrl={publicUrl} coach={coach} />) };
}

/** A booking whose payment did not come by its deadline, as its lapse mail tells it: when it was to be, to whom. */
export type LapsedBooking = { start: Date; recipientName: string | null; timeZone?: string | null };

const lapseSubject = 'Бронь снята: оплата не поступила';

export function BookingLapsedMail({ booking, publicUrl, coach }: { booking: LapsedBooking; publicUrl: string; coach: MailCoach }) {
  const when = sessionMomentText(booking.start, booking.timeZone);
  return (
    <MailLayout title={lapseSubject} preheader={`Время ${when} снова свободно: запишитесь заново, если оно вам подходит.`} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{lapseSubject}</MailHeading>
      <Greeting name={booking.recipientName} />
      <Paragraph>{`Оплата сессии ${when} не поступила вовремя, поэтому бронь снята и время освободилось.`}</Paragraph>
      <Paragraph>Если встреча вам по-прежнему нужна, выберите время заново — это займёт минуту.</Paragraph>
      <ButtonLink href={`${publicUrl}/lk`} label="Записаться снова" textLabel="Записаться" />
      <Paragraph tone="muted">Если оплата всё же пройдёт позже, деньги вернутся на карту автоматически.</Paragraph>
    </MailLayout>
  );
}

/** The booking lapsed unpaid at its payment deadline: a service mail about her own booking, sent once. */
export function bookingLapsedMail(booking: LapsedBooking, publicUrl: string, coach: MailCoach): RenderedMail {
  return { subject: lapseSubject, ...renderMail(<BookingLapsedMail booking={booking} publicUrl={publicUrl} coach={coach} />) };
}
