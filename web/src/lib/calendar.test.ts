import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ConsultationDay } from '../api/generated/model';
import {
  canShowPreviousMonth,
  dayLabel,
  findFreeDay,
  initialCalendarMonth,
  monthPeriod,
  monthTitle,
  monthWeeks,
  sessionsPeriod,
} from './calendar';
import { formatMoscowDate, formatMoscowDateTime, isoToUtcMinute, MOSCOW_ZONE } from './moscow-time';

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });
const moscow = (iso: string) => DateTime.fromISO(iso, { zone: MOSCOW_ZONE });

describe('initial calendar month', () => {
  it('should show the current month on an ordinary day', () => {
    expect(initialCalendarMonth(utc('2026-11-22T19:00:00Z')).toISODate()).toBe('2026-11-01');
  });

  it('should show the next month on the last day of the month in Moscow', () => {
    expect(initialCalendarMonth(moscow('2026-11-30T09:00')).toISODate()).toBe('2026-12-01');
  });

  it('should go by the Moscow date, not the UTC one', () => {
    // 22:30 UTC on 30 November is already 1 December in Moscow: December is the current month.
    expect(initialCalendarMonth(utc('2026-11-30T22:30:00Z')).toISODate()).toBe('2026-12-01');
    // 20:30 UTC on 30 November is 23:30 in Moscow, still the last day of November.
    expect(initialCalendarMonth(utc('2026-11-30T20:30:00Z')).toISODate()).toBe('2026-12-01');
    // 20:30 UTC on 29 November: an ordinary day in Moscow.
    expect(initialCalendarMonth(utc('2026-11-29T20:30:00Z')).toISODate()).toBe('2026-11-01');
  });

  it('should roll over the year on 31 December', () => {
    expect(initialCalendarMonth(moscow('2026-12-31T12:00')).toISODate()).toBe('2027-01-01');
  });
});

describe('month navigation', () => {
  const now = moscow('2026-11-22T12:00');

  it('should not go before the current month', () => {
    expect(canShowPreviousMonth(moscow('2026-11-01'), now)).toBe(false);
    expect(canShowPreviousMonth(moscow('2026-10-01'), now)).toBe(false);
  });

  it('should go back from a later month', () => {
    expect(canShowPreviousMonth(moscow('2026-12-01'), now)).toBe(true);
  });

  it('should let the last day of a month go back to the current month', () => {
    expect(canShowPreviousMonth(initialCalendarMonth(moscow('2026-11-30T12:00')), moscow('2026-11-30T12:00'))).toBe(true);
  });
});

describe('month grid', () => {
  it('should start weeks on Monday and pad with empty cells', () => {
    // 1 November 2026 is a Sunday.
    const weeks = monthWeeks(moscow('2026-11-01'));
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]?.day).toBe(1);
    expect(weeks[1]?.[0]?.weekday).toBe(1);
    expect(weeks[1]?.[0]?.day).toBe(2);
    expect(weeks).toHaveLength(6);
    expect(weeks.at(-1)).toEqual([expect.objectContaining({ day: 30 }), null, null, null, null, null, null]);
  });

  it('should need no padding when the month starts on Monday', () => {
    // 1 February 2027 is a Monday; 28 days make exactly four weeks.
    const weeks = monthWeeks(moscow('2027-02-10'));
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]?.toISODate()).toBe('2027-02-01');
    expect(weeks[3]?.[6]?.toISODate()).toBe('2027-02-28');
  });

  it('should hold every day of the month once, in order', () => {
    const days = monthWeeks(moscow('2026-12-01')).flat().filter((day) => day !== null);
    expect(days.map((day) => day.day)).toEqual(Array.from({ length: 31 }, (_, index) => index + 1));
  });

  it('should title the month in Russian', () => {
    expect(monthTitle(moscow('2026-11-15'))).toBe('Ноябрь 2026');
  });
});

describe('UTC periods', () => {
  it('should cover a Moscow month from its first midnight to the next month', () => {
    expect(monthPeriod(moscow('2026-11-17T15:00'))).toEqual({ start: '2026-10-31 21:00', end: '2026-11-30 21:00' });
  });

  it('should not depend on the zone of the month value', () => {
    expect(monthPeriod(utc('2026-12-31T22:00:00Z'))).toEqual({ start: '2026-12-31 21:00', end: '2027-01-31 21:00' });
  });

  it('should take the sessions window around the Moscow day', () => {
    expect(sessionsPeriod(moscow('2026-11-22T12:00'), 60, 180)).toEqual({
      start: '2026-09-22 21:00',
      end: '2027-05-20 21:00',
    });
  });

  it('should send a slot start back as UTC minutes', () => {
    expect(isoToUtcMinute('2026-11-23T07:00:00.000Z')).toBe('2026-11-23 07:00');
  });
});

describe('free days', () => {
  const days: ConsultationDay[] = [
    { date: '2026-11-23', times: [{ value: '10:00', start: '2026-11-23T07:00:00.000Z' }] },
    { date: '2026-11-25', times: [] },
  ];

  it('should find a free day by its Moscow date', () => {
    expect(findFreeDay(days, moscow('2026-11-23'))?.times[0]?.value).toBe('10:00');
    // 21:30 UTC on the 22nd is already the 23rd in Moscow.
    expect(findFreeDay(days, utc('2026-11-22T21:30:00Z'))?.date).toBe('2026-11-23');
  });

  it('should not count a day without times or a day not listed', () => {
    expect(findFreeDay(days, moscow('2026-11-25'))).toBeUndefined();
    expect(findFreeDay(days, moscow('2026-11-24'))).toBeUndefined();
    expect(findFreeDay(undefined, moscow('2026-11-23'))).toBeUndefined();
  });

  it('should name day buttons for screen readers', () => {
    expect(dayLabel(moscow('2026-11-23'), 'free')).toBe('23 ноября, свободно');
    expect(dayLabel(moscow('2026-11-22'), 'unavailable', true)).toBe('22 ноября, нет свободного времени, сегодня');
  });
});

describe('Moscow formats', () => {
  it('should show dates and times on a Moscow clock', () => {
    expect(formatMoscowDate('2026-11-23')).toBe('23.11.2026');
    expect(formatMoscowDateTime('2026-11-23T07:00:00.000Z')).toBe('23.11.2026 10:00');
    expect(formatMoscowDateTime('2026-12-31T21:30:00Z')).toBe('01.01.2027 00:30');
  });
});
