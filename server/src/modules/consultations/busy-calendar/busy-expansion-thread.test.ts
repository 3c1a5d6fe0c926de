import { describe, expect, it } from 'vitest';
import { busyIntervalsOf } from './busy-expansion';
import { busyIntervalsOffThread } from './busy-expansion-thread';
import { BusyFeedError, BusyFeedRefusedError } from './busy-feed-error';

const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//busy//RU', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261120T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const december = { from: new Date('2026-11-30T21:00:00Z'), to: new Date('2026-12-31T21:00:00Z') };
const withRule = (rule: string) => calendar(event('UID:bomb', 'DTSTART:20261201T090000Z', 'DTEND:20261201T100000Z', `RRULE:${rule}`));

/** How long a read may take here: a worker's start under tsx on a loaded two-core machine, not the file. */
const generousMs = 20_000;

async function refusal(read: Promise<unknown>): Promise<BusyFeedError> {
  const error: unknown = await read.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof BusyFeedError)) throw new Error(`expected a BusyFeedError, got ${String(error)}`);
  return error;
}

describe('reading the coach’s calendar off the HTTP thread', () => {
  it('should read an ordinary file as the expansion does', async () => {
    const feed = calendar(
      event('UID:a', 'DTSTART:20261203T070000Z', 'DTEND:20261203T080000Z'),
      event('UID:yoga', 'DTSTART:20261103T090000Z', 'DTEND:20261103T100000Z', 'RRULE:FREQ=WEEKLY;BYDAY=TU'),
    );
    expect(await busyIntervalsOffThread(feed, december)).toEqual(busyIntervalsOf(feed, december));
  });

  it.each([
    // Each of these made ical.js look for an occurrence for ever (issue 42), on the HTTP thread.
    ['every minute, the last of each 30 February', 'FREQ=MINUTELY;BYSETPOS=-1;BYMONTH=2;BYMONTHDAY=30', /повторение каждую секунду или минуту не читается \(событие с 1 декабря 2026\)/],
    ['every second of each 30 February', 'FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30', /повторение каждую секунду или минуту не читается/],
    ['the first day of each 30 February', 'FREQ=DAILY;BYSETPOS=1;BYMONTH=2;BYMONTHDAY=30', /номер повторения \(BYSETPOS\) читается только у ежемесячных и ежегодных повторений/],
    ['every 31 April or June', 'FREQ=DAILY;BYMONTH=4,6;BYMONTHDAY=31', /правило повторения не даёт ни одной даты/],
    ['every day at the first of 9:00 and 17:00', 'FREQ=DAILY;BYHOUR=9,17;BYSETPOS=1', /BYSETPOS/],
  ])('should refuse a recurrence %s with a reason for the coach, at once', async (_name, rule, reason) => {
    const startedAt = Date.now();
    const error = await refusal(busyIntervalsOffThread(withRule(rule), december));
    expect(error).toBeInstanceOf(BusyFeedRefusedError);
    expect(error.message).toMatch(reason);
    expect(error.message).toMatch(/измените повторение или удалите событие$/);
    expect(Date.now() - startedAt).toBeLessThan(generousMs);
  });

  it('should end a read that outlasts its budget and refuse the file', async () => {
    // Six daily series since 1970 take seconds of steps: far more than a 100 ms budget.
    const series = [0, 1, 2, 3, 4, 5].map((hour) => event(`UID:daily-${hour}`, `DTSTART:19700101T0${hour}0000Z`, `DTEND:19700101T0${hour}3000Z`, 'RRULE:FREQ=DAILY'));
    const startedAt = Date.now();
    const error = await refusal(busyIntervalsOffThread(calendar(...series), december, 100));
    expect(error).toBeInstanceOf(BusyFeedRefusedError);
    expect(error.message).toBe('файл календаря читается дольше 0,1 с: в нём слишком сложные повторения');
    expect(Date.now() - startedAt).toBeLessThan(generousMs);
  });

  it('should say why a file that is not iCalendar is not read, without refusing it for good', async () => {
    const error = await refusal(busyIntervalsOffThread('<html>Войдите</html>', december));
    expect(error).not.toBeInstanceOf(BusyFeedRefusedError);
    expect(error.message).toBe('файл календаря не читается: это не iCal');
    expect(error.cause).toBeInstanceOf(Error);
  });
});
