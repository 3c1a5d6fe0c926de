import { calendarFile, type CalendarPerson } from '../shared/calendar-file';
import { instrumentalOf } from '../shared/russian-names';
import { sessionEnd, sessionUid, type CalendarSession } from '../shared/calendar-session';
import { clientWallClock } from '../shared/client-time';
import type { MailSender } from '../adapters/mail/mailer';

/** Who sends a session's invitation, as calendars show her. */
export type CalendarOrganizer = CalendarPerson;

/**
 * Where the invitations read their organizer: the mail's sender as it is when the file is made
 * (MAIL_FROM, or the practice's contact address as the coach last saved it in «Практика»).
 */
export type CalendarOrganizerSource = () => Promise<CalendarOrganizer>;

/** «Коуч-сессия с Анной Смирновой»: the session's title in calendars, naming the coach from the practice's details. */
export const sessionTitleOf = (coachName: string): string => `Коуч-сессия с ${instrumentalOf(coachName)}`;

function sessionDescription(session: CalendarSession, publicUrl: string): string {
  const where = session.meetingUrl ? `Подключиться: ${session.meetingUrl}` : 'Ссылка на встречу появится в личном кабинете.';
  return `${where}\nЛичный кабинет: ${publicUrl}/lk`;
}

/** The sender as an iCalendar organizer: `Name <address>` (MAIL_FROM; a bare address is its own name) or a name and address. */
export function organizerOf(mailFrom: MailSender): CalendarOrganizer {
  if (typeof mailFrom !== 'string') return { name: mailFrom.name || mailFrom.address, email: mailFrom.address };
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (!match) return { name: mailFrom.trim(), email: mailFrom.trim() };
  return { name: match[1]!.replace(/^"|"$/g, '') || match[2]!, email: match[2]! };
}

/** An RFC 5546 invitation (`REQUEST`) or its withdrawal (`CANCEL`) of one session, times in UTC. */
export function sessionInvitation(
  session: CalendarSession,
  method: 'REQUEST' | 'CANCEL',
  context: { publicUrl: string; coachName: string; organizer: CalendarOrganizer; attendeeEmail: string; stamp: Date },
): string {
  return calendarFile({
    kind: 'invitation',
    method,
    events: [
      {
        uid: sessionUid(session.consultationId, context.publicUrl),
        sequence: session.sequence,
        stamp: context.stamp,
        start: session.start,
        end: sessionEnd(session),
        summary: sessionTitleOf(context.coachName),
        description: sessionDescription(session, context.publicUrl),
        meetingUrl: session.meetingUrl,
        status: method === 'REQUEST' ? 'CONFIRMED' : 'CANCELLED',
        organizer: context.organizer,
        attendees: [context.attendeeEmail],
      },
    ],
  });
}

/** Links that open the session pre-filled in Google's and Яндекс's calendar («Добавить в календарь»). */
export function addToCalendarLinks(
  session: CalendarSession,
  context: { publicUrl: string; coachName: string; timeZone?: string | null },
): { google: string; yandex: string } {
  const { publicUrl } = context;
  const title = sessionTitleOf(context.coachName);
  const end = sessionEnd(session);
  const compact = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${compact(session.start)}/${compact(end)}`,
    details: sessionDescription(session, publicUrl),
    location: session.meetingUrl ?? '',
  }).toString();
  // Яндекс Календарь takes wall-clock times: the client's own (Moscow's when her zone is unknown).
  const wallClock = (instant: Date) => clientWallClock(instant, context.timeZone);
  const yandex = new URL('https://calendar.yandex.ru/event');
  yandex.search = new URLSearchParams({
    name: title,
    startTs: wallClock(session.start),
    endTs: wallClock(end),
    description: sessionDescription(session, publicUrl),
  }).toString();
  return { google: google.toString(), yandex: yandex.toString() };
}
