import { DateTime } from 'luxon';
import type { BookedSlot, ConsultationDay } from '../../../api/generated/model';
import { MOSCOW_ZONE, inMoscow } from '../../../lib/moscow-time';

/** A day of the calendar for the waitlist: every time taken («всё занято»), or one she already waits for. */
export type WaitlistDayState = 'full' | 'waiting';

/**
 * The full days of a period: days after today that have a booked session and no free time left
 * (the server answers which days are free; a day off has no booking, so it is not full).
 */
export function fullDaysOf(booked: readonly BookedSlot[] | undefined, freeDays: readonly ConsultationDay[] | undefined, today: DateTime): Set<string> {
  if (!booked || !freeDays) return new Set();
  const free = new Set(freeDays.filter((day) => day.times.length > 0).map((day) => day.date));
  const todayKey = inMoscow(today).toISODate() ?? '';
  const days = booked.map((slot) => DateTime.fromISO(slot.date, { zone: MOSCOW_ZONE }).toISODate() ?? '');
  return new Set(days.filter((day) => day > todayKey && !free.has(day)));
}

/** The calendar day's own date (`YYYY-MM-DD`), as the waitlist names its (Moscow) day. */
export const waitlistDayKey = (date: DateTime): string => date.toISODate() ?? '';

/** How a calendar day stands for the waitlist: she waits for it, or it is full and can be waited for. */
export function waitlistStateOf(date: DateTime, fullDays: ReadonlySet<string> | undefined, waitlistDays: ReadonlySet<string> | undefined): WaitlistDayState | undefined {
  const key = waitlistDayKey(date);
  if (waitlistDays?.has(key)) return 'waiting';
  if (fullDays?.has(key)) return 'full';
  return undefined;
}

/** What the day's name adds for the waitlist (the cell and its button carry it). */
export function waitlistLabel(state: WaitlistDayState | undefined): string {
  if (state === 'waiting') return ', вы в листе ожидания';
  if (state === 'full') return ', всё занято, можно встать в лист ожидания';
  return '';
}
