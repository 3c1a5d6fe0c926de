import { describe, expect, it } from 'vitest';
import { addToCalendarLinks, organizerOf, sessionInvitation } from './session-calendar';

const session = {
  consultationId: 42,
  start: new Date('2026-12-05T07:00:00.000Z'),
  sequence: 2,
  meetingUrl: 'https://telemost.yandex.ru/j/12345678901234567890123456789012345678901234567890',
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
    expect(property(ics, 'DTEND')).toBe('DTEND:20261205T083000Z');
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
    expect(google.searchParams.get('dates')).toBe('20261205T070000Z/20261205T083000Z');
    expect(google.searchParams.get('location')).toBe(session.meetingUrl);
    expect(google.searchParams.get('text')).toBe('Коуч-сессия с Марией Петровой');
    const yandex = new URL(links.yandex);
    expect(yandex.searchParams.get('startTs')).toBe('2026-12-05T10:00:00');
    expect(yandex.searchParams.get('endTs')).toBe('2026-12-05T11:30:00');
  });

  it('should read the organizer from MAIL_FROM', () => {
    expect(organizerOf('Коуч <hello@example.ru>')).toEqual({ name: 'Коуч', email: 'hello@example.ru' });
    expect(organizerOf('hello@example.ru')).toEqual({ name: 'hello@example.ru', email: 'hello@example.ru' });
  });
});
