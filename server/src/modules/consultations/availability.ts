import { DateTime } from 'luxon';

/** Every displayed and entered time of the practice is Moscow time (spec 2.5, 4). */
export const practiceZone = 'Europe/Moscow';

/**
 * The coach's schedule, kept as data: daily session times (Moscow, `HH:mm`), days off
 * (`YYYY-MM-DD`) and the booking window: how many days ahead of today a session may be booked.
 */
export type Schedule = { dailyTimes: readonly string[]; blockedDays: ReadonlySet<string>; bookingWindowDays: number };

export const defaultBookingWindowDays = 90;

export const defaultSchedule: Schedule = { dailyTimes: ['10:00'], blockedDays: new Set(), bookingWindowDays: defaultBookingWindowDays };

export type ConsultationDay = { date: string; times: Array<{ value: string; start: Date }> };

const moscowDay = (instant: Date) => DateTime.fromJSDate(instant, { zone: practiceZone }).toISODate() ?? '';

/** The last Moscow day of the booking window: today plus the window's days. */
const lastBookableDay = (schedule: Schedule, now: Date) =>
  DateTime.fromJSDate(now, { zone: practiceZone }).startOf('day').plus({ days: schedule.bookingWindowDays });

function slotStart(day: string, time: string): Date {
  const start = DateTime.fromISO(`${day}T${time}`, { zone: practiceZone });
  if (!start.isValid) throw new Error(`Invalid slot ${day} ${time}`);
  return start.toJSDate();
}

/**
 * The days of [from, to) with their slots not yet taken. Today and past days are never offered
 * (spec 4), nor days off, nor days beyond the booking window.
 */
export function freeConsultationDays(
  schedule: Schedule,
  period: { from: Date; to: Date },
  taken: ReadonlySet<number>,
  now: Date,
): ConsultationDay[] {
  const today = moscowDay(now);
  const days: ConsultationDay[] = [];
  let day = DateTime.fromJSDate(period.from, { zone: practiceZone }).startOf('day');
  const end = DateTime.min(DateTime.fromJSDate(period.to, { zone: practiceZone }), lastBookableDay(schedule, now).plus({ days: 1 }));
  for (; day < end; day = day.plus({ days: 1 })) {
    const date = day.toISODate() ?? '';
    if (date <= today || schedule.blockedDays.has(date)) continue;
    const times = [...schedule.dailyTimes]
      .sort()
      .map((value) => ({ value, start: slotStart(date, value) }))
      .filter((slot) => !taken.has(slot.start.getTime()) && slot.start >= period.from && slot.start < period.to);
    if (times.length > 0) days.push({ date, times });
  }
  return days;
}

/** Why a requested start cannot be booked, or undefined when it is a bookable slot. */
export function unbookableReason(schedule: Schedule, start: Date, now: Date): string | undefined {
  const moscow = DateTime.fromJSDate(start, { zone: practiceZone });
  const date = moscow.toISODate() ?? '';
  if (date <= moscowDay(now)) return 'Записаться можно только на дни начиная с завтрашнего.';
  const lastDay = lastBookableDay(schedule, now);
  if (date > (lastDay.toISODate() ?? '')) return `Запись открыта до ${lastDay.toFormat('dd.MM.yyyy')} включительно. Выберите день пораньше.`;
  if (schedule.blockedDays.has(date)) return 'В этот день коуч не принимает. Выберите другой день.';
  if (!schedule.dailyTimes.includes(moscow.toFormat('HH:mm')) || moscow.second !== 0 || moscow.millisecond !== 0) {
    return `В этот день можно записаться только на ${[...schedule.dailyTimes].sort().join(', ')} по московскому времени.`;
  }
  return undefined;
}

/** `YYYY-MM-DD HH:mm` in UTC, the spec's wire format for dates sent to the server. */
export function parseUtcMinute(value: string): Date | undefined {
  const parsed = DateTime.fromFormat(value, 'yyyy-MM-dd HH:mm', { zone: 'utc' });
  return parsed.isValid ? parsed.toJSDate() : undefined;
}
