import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addToCalendarLinks, organizerOf, sessionInvitation } from './session-calendar';

const session = {
  consultationId: 42,
  start: new Date('2026-12-05T07:00:00.000Z'),
  sequence: 2,
  meetingUrl: 'https://telemost.yandex.ru/j/12345678901234567890123456789012345678901234567890',
  durationMinutes: 60,
};
const context = {
  publicUrl: 'https://coach.example.ru',
  coachName: 'Мария Петрова',
  organizer: organizerOf('Коуч Анна Смирнова <hello@example.ru>'),
  attendeeEmail: 'anna@example.ru',
  stamp: new Date('2026-11-22T09:00:00.000Z'),
};

/** Unfolds RFC 5545 continuation lines (CRLF followed by one blank). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const property = (ics: string, name: string) => unfold(ics).split('\r\n').find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('a session’s calendar invitation', () => {
  it('should carry the method, a stable UID, the sequence, UTC times and the meeting room', () => {
    const ics = sessionInvitation(session, 'REQUEST', context);
    expect(property(ics, 'METHOD')).toBe('METHOD:REQUEST');
    expect(property(ics, 'UID')).toBe('UID:consultation-42@coach.example.ru');
    expect(property(ics, 'SEQUENCE')).toBe('SEQUENCE:2');
    expect(property(ics, 'DTSTART')).toBe('DTSTART:20261205T070000Z');
    // The session's own length (its type's), not the longest the catalogue promises.
    expect(property(ics, 'DTEND')).toBe('DTEND:20261205T080000Z');
    expect(property(ics, 'LOCATION')).toBe(`LOCATION:${session.meetingUrl}`);
    expect(property(ics, 'DESCRIPTION')).toContain(session.meetingUrl);
    expect(property(ics, 'ORGANIZER')).toContain('mailto:hello@example.ru');
    expect(property(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
  });

  it('should withdraw the same UID with CANCEL', () => {
    const ics = sessionInvitation({ ...session, sequence: 3 }, 'CANCEL', context);
    expect(property(ics, 'METHOD')).toBe('METHOD:CANCEL');
    expect(property(ics, 'UID')).toBe('UID:consultation-42@coach.example.ru');
    expect(property(ics, 'SEQUENCE')).toBe('SEQUENCE:3');
    expect(property(ics, 'STATUS')).toBe('STATUS:CANCELLED');
  });

  it('should write RFC 5545 lines: CRLF ends, at most 75 octets, escaped text', () => {
    const ics = sessionInvitation(session, 'REQUEST', context);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain('SUMMARY:Коуч-сессия с Марией Петровой');
    // A newline inside the description is escaped, never a raw line break.
    expect(property(ics, 'DESCRIPTION')).toContain('\\n');
  });

  it('should link to Google’s and Яндекс’s calendar forms with the session’s times', () => {
    const links = addToCalendarLinks(session, context);
    const google = new URL(links.google);
    expect(google.searchParams.get('dates')).toBe('20261205T070000Z/20261205T080000Z');
    expect(google.searchParams.get('location')).toBe(session.meetingUrl);
    expect(google.searchParams.get('text')).toBe('Коуч-сессия с Марией Петровой');
    const yandex = new URL(links.yandex);
    expect(yandex.searchParams.get('startTs')).toBe('2026-12-05T10:00:00');
    expect(yandex.searchParams.get('endTs')).toBe('2026-12-05T11:00:00');
  });

  it('should read the organizer from MAIL_FROM', () => {
    expect(organizerOf('Коуч <hello@example.ru>')).toEqual({ name: 'Коуч', email: 'hello@example.ru' });
    expect(organizerOf('hello@example.ru')).toEqual({ name: 'hello@example.ru', email: 'hello@example.ru' });
  });

  describe('as Mozilla’s ical.js (Thunderbird’s calendar) reads it', () => {
    const roomWithDelimiters = 'https://meet.example.ru/j/123?pwd=a,b;c';
    const read = (ics: string) => ICAL.Component.fromString(ics).getFirstSubcomponent('vevent');

    it('should give a room link with `,` and `;` back whole as the event’s URL, a URI, not escaped TEXT', () => {
      const ics = sessionInvitation({ ...session, meetingUrl: roomWithDelimiters }, 'REQUEST', context);
      expect(property(ics, 'URL')).toBe(`URL:${roomWithDelimiters}`);
      const event = read(ics);
      expect(event?.getFirstPropertyValue('url')).toBe(roomWithDelimiters);
      // The place is TEXT: escaped in the file, the same link once read.
      expect(event?.getFirstPropertyValue('location')).toBe(roomWithDelimiters);
      expect(event?.getFirstPropertyValue('description')).toBe(`Подключиться: ${roomWithDelimiters}\nЛичный кабинет: https://coach.example.ru/lk`);
    });

    it('should end the file, its last line too, with CRLF', () => {
      for (const method of ['REQUEST', 'CANCEL'] as const) {
        const ics = sessionInvitation(session, method, context);
        expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
        expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      }
    });

    it('should name the organizer and the attendee by mailto addresses', () => {
      const event = read(sessionInvitation(session, 'REQUEST', { ...context, organizer: { name: 'Коуч Мария Петрова', email: 'maria@petrova.ru' } }));
      const organizer = event?.getFirstProperty('organizer');
      expect(organizer?.getFirstValue()).toBe('mailto:maria@petrova.ru');
      expect(organizer?.getParameter('cn')).toBe('Коуч Мария Петрова');
      expect(event?.getFirstPropertyValue('attendee')).toBe('mailto:anna@example.ru');
    });
  });
});
