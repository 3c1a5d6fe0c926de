import { DateTime } from 'luxon';

/** Every displayed and entered time of the practice is Moscow time (spec 2.5, 4). */
export const practiceZone = 'Europe/Moscow';

/** `YYYY-MM-DD` of a Moscow day. */
export type DayString = string;

/**
 * The coach's schedule, kept as data (and as the `ScheduleChanged` events' payload, so it stays
 * plain JSON): the weekly plan, seven lists of Moscow `HH:mm` times starting with Monday (an empty
 * list is a day off every week); date exceptions that replace the plan on their day (an empty
 * list is a day off); the booking window (how many days ahead of today a session may be booked)
 * and the minimum notice (the earliest bookable day is today plus this many days: 1 is tomorrow,
 * 2 «не раньше чем послезавтра»).
 */
export type Schedule = {
  weekly: readonly (readonly string[])[];
  exceptions: Readonly<Record<DayString, readonly string[]>>;
  bookingWindowDays: number;
  minNoticeDays: number;
};

export const defaultBookingWindowDays = 90;

/** Without a saved schedule the practice works daily at 10:00 Moscow time (spec 9), from tomorrow, 90 days ahead. */
export const defaultSchedule: Schedule = {
  weekly: Array.from({ length: 7 }, () => ['10:00']),
  exceptions: {},
  bookingWindowDays: defaultBookingWindowDays,
  minNoticeDays: 1,
};

export type ConsultationDay = { date: string; times: Array<{ value: string; start: Date }> };

const moscow = (instant: Date) => DateTime.fromJSDate(instant, { zone: practiceZone });
/** The Moscow day of an instant. */
export const moscowDay = (instant: Date): DayString => moscow(instant).toISODate() ?? '';

/** The session times of one Moscow day: its exception if it has one, else its weekday's plan; sorted. */
export function timesOn(schedule: Schedule, day: DayString): string[] {
  const exception = schedule.exceptions[day];
  const weekday = DateTime.fromISO(day, { zone: practiceZone }).weekday; // 1 = Monday
  return [...(exception ?? schedule.weekly[weekday - 1] ?? [])].sort();
}

/** The first and last Moscow days a new booking may take: today plus the notice, today plus the window. */
export function bookableDays(schedule: Schedule, now: Date): { first: DateTime; last: DateTime } {
  const today = moscow(now).startOf('day');
  return { first: today.plus({ days: schedule.minNoticeDays }), last: today.plus({ days: schedule.bookingWindowDays }) };
}

function slotStart(day: DayString, time: string): Date {
  const start = DateTime.fromISO(`${day}T${time}`, { zone: practiceZone });
  if (!start.isValid) throw new Error(`Invalid slot ${day} ${time}`);
  return start.toJSDate();
}

/** Whether a session at `start` is one of the schedule's slots (its day's times, on the minute). */
export function inPlan(schedule: Schedule, start: Date): boolean {
  const at = moscow(start);
  return at.second === 0 && at.millisecond === 0 && timesOn(schedule, moscowDay(start)).includes(at.toFormat('HH:mm'));
}

/**
 * The days of [from, to) with their slots not yet taken. Days before the minimum notice (today is
 * never offered, spec 4), days without times and days beyond the booking window are left out.
 */
export function freeConsultationDays(
  schedule: Schedule,
  period: { from: Date; to: Date },
  taken: ReadonlySet<number>,
  now: Date,
): ConsultationDay[] {
  const { first, last } = bookableDays(schedule, now);
  const days: ConsultationDay[] = [];
  const end = DateTime.min(moscow(period.to), last.plus({ days: 1 }));
  for (let day = DateTime.max(moscow(period.from).startOf('day'), first); day < end; day = day.plus({ days: 1 })) {
    const date = day.toISODate() ?? '';
    const times = timesOn(schedule, date)
      .map((value) => ({ value, start: slotStart(date, value) }))
      .filter((slot) => !taken.has(slot.start.getTime()) && slot.start >= period.from && slot.start < period.to);
    if (times.length > 0) days.push({ date, times });
  }
  return days;
}

const noticeText = (schedule: Schedule, first: DateTime) =>
  schedule.minNoticeDays === 1
    ? 'Записаться можно только на дни начиная с завтрашнего.'
    : `Записаться можно не раньше чем на ${first.toFormat('dd.MM.yyyy')}: коуч принимает записи за ${schedule.minNoticeDays} дн. и больше.`;

/** Why a requested start cannot be booked, or undefined when it is a bookable slot. */
export function unbookableReason(schedule: Schedule, start: Date, now: Date): string | undefined {
  const date = moscowDay(start);
  const { first, last } = bookableDays(schedule, now);
  if (date < (first.toISODate() ?? '')) return noticeText(schedule, first);
  if (date > (last.toISODate() ?? '')) return `Запись открыта до ${last.toFormat('dd.MM.yyyy')} включительно. Выберите день пораньше.`;
  const times = timesOn(schedule, date);
  if (times.length === 0) return 'В этот день коуч не принимает. Выберите другой день.';
  if (!inPlan(schedule, start)) return `В этот день можно записаться только на ${times.join(', ')} по московскому времени.`;
  return undefined;
}

/** `YYYY-MM-DD HH:mm` in UTC, the spec's wire format for dates sent to the server. */
export function parseUtcMinute(value: string): Date | undefined {
  const parsed = DateTime.fromFormat(value, 'yyyy-MM-dd HH:mm', { zone: 'utc' });
  return parsed.isValid ? parsed.toJSDate() : undefined;
}
