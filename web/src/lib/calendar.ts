import type { DateTime } from 'luxon';
import type { ConsultationDay } from '../api/generated/model';
import { inMoscow, toUtcMinute } from './moscow-time';

/** Monday first (spec 9). */
export const WEEKDAYS = [
  { short: 'Пн', full: 'Понедельник' },
  { short: 'Вт', full: 'Вторник' },
  { short: 'Ср', full: 'Среда' },
  { short: 'Чт', full: 'Четверг' },
  { short: 'Пт', full: 'Пятница' },
  { short: 'Сб', full: 'Суббота' },
  { short: 'Вс', full: 'Воскресенье' },
] as const;

/** A period of the API: UTC `YYYY-MM-DD HH:mm`, `start` inclusive, `end` exclusive. */
export type UtcPeriod = { start: string; end: string };

/** The first moment of the Moscow month that contains `instant`. */
export function monthOf(instant: DateTime): DateTime {
  return inMoscow(instant).startOf('month');
}

/**
 * The month shown first (spec 4): today's, or the next one on the month's last day, when no day
 * of the current month can be free any more (only days after today are).
 */
export function initialCalendarMonth(now: DateTime): DateTime {
  const today = inMoscow(now);
  const lastDay = today.endOf('month').startOf('day');
  return monthOf(today.startOf('day').equals(lastDay) ? today.plus({ days: 1 }) : today);
}

/** Navigation never goes before the current Moscow month. */
export function canShowPreviousMonth(month: DateTime, now: DateTime): boolean {
  return monthOf(month) > monthOf(now);
}

/** The month's days as weeks from Monday to Sunday; `null` pads the first and last weeks. */
export function monthWeeks(month: DateTime): (DateTime | null)[][] {
  const first = monthOf(month);
  const cells: (DateTime | null)[] = Array.from({ length: first.weekday - 1 }, () => null);
  for (let day = 0; day < (first.daysInMonth ?? 0); day += 1) cells.push(first.plus({ days: day }));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (DateTime | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The whole Moscow month as a UTC period (its first midnight to the next month's). */
export function monthPeriod(month: DateTime): UtcPeriod {
  const first = monthOf(month);
  return { start: toUtcMinute(first), end: toUtcMinute(first.plus({ months: 1 })) };
}

/** The Moscow month with a day on each side: the free days a client in another zone may see in it on her own clock. */
export function widenedMonthPeriod(month: DateTime): UtcPeriod {
  const first = monthOf(month);
  return { start: toUtcMinute(first.minus({ days: 1 })), end: toUtcMinute(first.plus({ months: 1, days: 1 })) };
}

/** The window of the sessions list: recent history and everything bookable soon. */
export function sessionsPeriod(now: DateTime, daysBack = 60, daysAhead = 180): UtcPeriod {
  const today = inMoscow(now).startOf('day');
  return { start: toUtcMinute(today.minus({ days: daysBack })), end: toUtcMinute(today.plus({ days: daysAhead })) };
}

/** The free day (as the server lists it) that falls on this Moscow date, if any. */
export function findFreeDay(days: readonly ConsultationDay[] | undefined, date: DateTime): ConsultationDay | undefined {
  const key = inMoscow(date).toISODate();
  return days?.find((day) => day.date === key && day.times.length > 0);
}

export function isSameMoscowDay(a: DateTime, b: DateTime): boolean {
  return inMoscow(a).hasSame(inMoscow(b), 'day');
}

/** «Ноябрь 2026». */
export function monthTitle(month: DateTime): string {
  const title = monthOf(month).toFormat('LLLL yyyy');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

export type CalendarDayState = 'free' | 'unavailable';

/** The accessible name of a day button: «23 ноября, свободно» (+ «сегодня»). */
export function dayLabel(date: DateTime, state: CalendarDayState, isToday = false): string {
  const parts = [inMoscow(date).toFormat('d MMMM'), state === 'free' ? 'свободно' : 'нет свободного времени'];
  if (isToday) parts.push('сегодня');
  return parts.join(', ');
}

/**
 * The day a key moves the calendar grid's focus to (WAI-ARIA date grid): arrows by a day or a
 * week, Home/End to the week's Monday/Sunday, PageUp/PageDown to the same day a month away (the
 * month's last day when it is shorter). Undefined for any other key.
 */
export function dayAfterKey(day: DateTime, key: string): DateTime | undefined {
  const moves: Record<string, () => DateTime> = {
    ArrowLeft: () => day.minus({ days: 1 }),
    ArrowRight: () => day.plus({ days: 1 }),
    ArrowUp: () => day.minus({ weeks: 1 }),
    ArrowDown: () => day.plus({ weeks: 1 }),
    Home: () => day.startOf('week'),
    End: () => day.endOf('week').startOf('day'),
    PageUp: () => day.minus({ months: 1 }),
    PageDown: () => day.plus({ months: 1 }),
  };
  return moves[key]?.();
}
