import { describe, expect, it } from 'vitest';
import { busyIntervalsOf, maxRecurrenceSteps, mergedIntervals } from './busy-expansion';
import { BusyFeedError, BusyFeedRefusedError } from './busy-feed-error';

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//busy//RU', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261120T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

// December 2026 in Moscow (UTC+3): 1 December is a Tuesday.
const december = { from: new Date('2026-11-30T21:00:00Z'), to: new Date('2026-12-31T21:00:00Z') };
const asText = (intervals: Array<{ start: Date; end: Date }>) => intervals.map((interval) => `${interval.start.toISOString()} — ${interval.end.toISOString()}`);

describe('the coach’s calendar read as busy times', () => {
  it('should read a single event in UTC, in a named zone and as floating Moscow time', () => {
    const feed = calendar(
      event('UID:a', 'SUMMARY:Стоматолог', 'DTSTART:20261203T070000Z', 'DTEND:20261203T080000Z'),
      event('UID:b', 'DTSTART;TZID=Europe/Moscow:20261204T140000', 'DTEND;TZID=Europe/Moscow:20261204T153000'),
      event('UID:c', 'DTSTART:20261205T090000', 'DURATION:PT45M'),
    );
    expect(asText(busyIntervalsOf(feed, december))).toEqual([
      '2026-12-03T07:00:00.000Z — 2026-12-03T08:00:00.000Z',
      '2026-12-04T11:00:00.000Z — 2026-12-04T12:30:00.000Z',
      '2026-12-05T06:00:00.000Z — 2026-12-05T06:45:00.000Z',
    ]);
  });

  it('should follow the file’s own VTIMEZONE for a zone name that is not an IANA one', () => {
    const feed = calendar(
      ['BEGIN:VTIMEZONE', 'TZID:Russian Standard Time', 'BEGIN:STANDARD', 'DTSTART:16010101T000000', 'TZOFFSETFROM:+0300', 'TZOFFSETTO:+0300', 'END:STANDARD', 'END:VTIMEZONE'].join('\r\n'),
      event('UID:w', 'DTSTART;TZID=Russian Standard Time:20261207T100000', 'DTEND;TZID=Russian Standard Time:20261207T110000'),
    );
    expect(asText(busyIntervalsOf(feed, december))).toEqual(['2026-12-07T07:00:00.000Z — 2026-12-07T08:00:00.000Z']);
  });

  it('should expand a weekly series within the window, without its EXDATE and with a moved occurrence where it moved', () => {
    const feed = calendar(
      event(
        'UID:yoga',
        'SUMMARY:Йога',
        'DTSTART;TZID=Europe/Moscow:20261103T090000',
        'DTEND;TZID=Europe/Moscow:20261103T100000',
        'RRULE:FREQ=WEEKLY;BYDAY=TU',
        'EXDATE;TZID=Europe/Moscow:20261215T090000',
      ),
      event('UID:yoga', 'RECURRENCE-ID;TZID=Europe/Moscow:20261222T090000', 'DTSTART;TZID=Europe/Moscow:20261223T180000', 'DTEND;TZID=Europe/Moscow:20261223T190000'),
    );
    expect(asText(busyIntervalsOf(feed, december))).toEqual([
      '2026-12-01T06:00:00.000Z — 2026-12-01T07:00:00.000Z',
      '2026-12-08T06:00:00.000Z — 2026-12-08T07:00:00.000Z',
      // 15 December is excepted; the 22nd moved to Wednesday evening.
      '2026-12-23T15:00:00.000Z — 2026-12-23T16:00:00.000Z',
      '2026-12-29T06:00:00.000Z — 2026-12-29T07:00:00.000Z',
    ]);
  });

  it('should leave out an occurrence cancelled by its override, and a series ended by UNTIL', () => {
    const feed = calendar(
      event('UID:s', 'DTSTART:20261201T150000Z', 'DTEND:20261201T160000Z', 'RRULE:FREQ=DAILY;UNTIL=20261203T235959Z'),
      event('UID:s', 'RECURRENCE-ID:20261202T150000Z', 'DTSTART:20261202T150000Z', 'DTEND:20261202T160000Z', 'STATUS:CANCELLED'),
    );
    expect(asText(busyIntervalsOf(feed, december))).toEqual(['2026-12-01T15:00:00.000Z — 2026-12-01T16:00:00.000Z', '2026-12-03T15:00:00.000Z — 2026-12-03T16:00:00.000Z']);
  });

  it('should block whole Moscow days for an all-day event, one day without DTEND', () => {
    const feed = calendar(
      event('UID:trip', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261212'),
      event('UID:birthday', 'DTSTART;VALUE=DATE:20261220'),
    );
    expect(asText(busyIntervalsOf(feed, december))).toEqual([
      '2026-12-09T21:00:00.000Z — 2026-12-11T21:00:00.000Z',
      '2026-12-19T21:00:00.000Z — 2026-12-20T21:00:00.000Z',
    ]);
  });

  it('should not count free (transparent) or cancelled events, nor a cancelled series', () => {
    const feed = calendar(
      event('UID:free', 'DTSTART:20261203T070000Z', 'DTEND:20261203T080000Z', 'TRANSP:TRANSPARENT'),
      event('UID:free-day', 'DTSTART;VALUE=DATE:20261204', 'DTEND;VALUE=DATE:20261205', 'TRANSP:TRANSPARENT'),
      event('UID:off', 'DTSTART:20261205T070000Z', 'DTEND:20261205T080000Z', 'STATUS:CANCELLED'),
      event('UID:off-series', 'DTSTART:20261205T070000Z', 'DTEND:20261205T080000Z', 'RRULE:FREQ=DAILY', 'STATUS:CANCELLED'),
      event('UID:busy', 'DTSTART:20261206T070000Z', 'DTEND:20261206T080000Z', 'TRANSP:OPAQUE'),
    );
    expect(asText(busyIntervalsOf(feed, december))).toEqual(['2026-12-06T07:00:00.000Z — 2026-12-06T08:00:00.000Z']);
  });

  it('should keep only what overlaps the window, and an endless series only up to it', () => {
    const feed = calendar(
      event('UID:old', 'DTSTART:20261101T070000Z', 'DTEND:20261101T080000Z'),
      event('UID:later', 'DTSTART:20270301T070000Z', 'DTEND:20270301T080000Z'),
      event('UID:daily', 'DTSTART:20200101T050000Z', 'DTEND:20200101T053000Z', 'RRULE:FREQ=DAILY'),
    );
    const intervals = busyIntervalsOf(feed, december);
    expect(intervals).toHaveLength(31);
    expect(intervals[0]?.start.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(intervals.at(-1)?.start.toISOString()).toBe('2026-12-31T05:00:00.000Z');
  });

  it('should join overlapping events into one busy time', () => {
    const feed = calendar(
      event('UID:a', 'DTSTART:20261203T070000Z', 'DTEND:20261203T080000Z'),
      event('UID:b', 'DTSTART:20261203T073000Z', 'DTEND:20261203T090000Z'),
    );
    expect(asText(busyIntervalsOf(feed, december))).toEqual(['2026-12-03T07:00:00.000Z — 2026-12-03T09:00:00.000Z']);
    expect(mergedIntervals([])).toEqual([]);
  });

  it('should still read a monthly BYSETPOS: the last Friday of each month', () => {
    const feed = calendar(event('UID:review', 'DTSTART:20261030T120000Z', 'DTEND:20261030T130000Z', 'RRULE:FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1'));
    expect(asText(busyIntervalsOf(feed, december))).toEqual(['2026-12-25T12:00:00.000Z — 2026-12-25T13:00:00.000Z']);
  });

  it('should refuse a file whose recurring events take more steps than the file’s budget, all events together', () => {
    // Six daily series since 1970: about 20 800 steps each up to the window, each within the old per-event limit.
    const series = [0, 1, 2, 3, 4, 5].map((hour) => event(`UID:daily-${hour}`, `DTSTART:19700101T0${hour}0000Z`, `DTEND:19700101T0${hour}3000Z`, 'RRULE:FREQ=DAILY'));
    const refused = (() => {
      try {
        return busyIntervalsOf(calendar(...series), december);
      } catch (error) {
        return error;
      }
    })();
    expect(String(refused)).toMatch(/в календаре слишком много повторений/);
    expect(refused).toBeInstanceOf(BusyFeedRefusedError);
    expect(6 * 20_800).toBeGreaterThan(maxRecurrenceSteps);
  });

  it.each([
    ['HTML instead of a calendar', '<html><body>Not found</body></html>'],
    ['an empty answer', ''],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Анна\r\nEND:VCARD'],
  ])('should refuse %s with a reason for the coach', (_name, feed) => {
    expect(() => busyIntervalsOf(feed, december)).toThrow(BusyFeedError);
    expect(() => busyIntervalsOf(feed, december)).toThrow(/файл календаря не читается/);
  });
});
