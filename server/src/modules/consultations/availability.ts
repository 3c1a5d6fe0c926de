import { DateTime } from 'luxon';
import { defaultSessionMinutes } from '../../shared/calendar-session';
import { plural } from '../../shared/russian-plural';

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
 * 2 «не раньше чем послезавтра»). Plans saved since the notice is counted in hours may carry
 * `minNoticeHours` (then it decides: a start at least this many hours from now, 0 any later time
 * today) and `bufferMinutes`, the gap the coach keeps after each session; older plans have neither.
 */
export type Schedule = {
  weekly: readonly (readonly string[])[];
  exceptions: Readonly<Record<DayString, readonly string[]>>;
  bookingWindowDays: number;
  minNoticeDays: number;
  minNoticeHours?: number;
  bufferMinutes?: number;
};

/**
 * A time the coach is not free: a booked or held session with its length and her buffer after it
 * (`sessionBusy`), or anything else that keeps her busy. A time is offered only if the session it
 * would start, with the buffer, overlaps none of them.
 */
export type BusyInterval = { start: Date; end: Date };

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

/** The first and last Moscow days a new booking may take: the notice's first day (`earliestStart`'s, or today plus the days), today plus the window. */
export function bookableDays(schedule: Schedule, now: Date): { first: DateTime; last: DateTime } {
  const today = moscow(now).startOf('day');
  const first = schedule.minNoticeHours === undefined ? today.plus({ days: schedule.minNoticeDays }) : moscow(earliestStart(schedule, now)).startOf('day');
  return { first, last: today.plus({ days: schedule.bookingWindowDays }) };
}

/** The earliest start the notice in hours allows (now itself with 0 hours); the day rule's first midnight otherwise. */
export function earliestStart(schedule: Schedule, now: Date): Date {
  if (schedule.minNoticeHours === undefined) return moscow(now).startOf('day').plus({ days: schedule.minNoticeDays }).toJSDate();
  return new Date(now.getTime() + schedule.minNoticeHours * 3_600_000);
}

/** What a session at `start` keeps busy: its length and the coach's buffer after it. */
export function sessionBusy(schedule: Schedule, start: Date, durationMinutes: number): BusyInterval {
  return { start, end: new Date(start.getTime() + (durationMinutes + (schedule.bufferMinutes ?? 0)) * 60_000) };
}

/** Whether two intervals share any moment (touching ends do not). */
export const intervalsOverlap = (a: BusyInterval, b: BusyInterval) => a.start < b.end && b.start < a.end;

/** The first busy time a session of `durationMinutes` at `start` (with the buffer after it) would overlap, if any. */
export function collidingBusy(schedule: Schedule, start: Date, durationMinutes: number, busy: readonly BusyInterval[]): BusyInterval | undefined {
  const wanted = sessionBusy(schedule, start, durationMinutes);
  return busy.filter((interval) => intervalsOverlap(wanted, interval)).sort((a, b) => a.start.getTime() - b.start.getTime())[0];
}

const clockText = (instant: Date) => moscow(instant).toFormat('HH:mm');

/** Why a session of `durationMinutes` at `start` does not fit between the busy times (a Russian sentence for the 409), or undefined. */
export function collisionReason(schedule: Schedule, start: Date, durationMinutes: number, busy: readonly BusyInterval[]): string | undefined {
  const busyTime = collidingBusy(schedule, start, durationMinutes, busy);
  if (!busyTime) return undefined;
  const length = schedule.bufferMinutes ? `${durationMinutes} мин. и ещё ${schedule.bufferMinutes} мин. перерыва после неё` : `${durationMinutes} мин.`;
  const sameDay = moscowDay(busyTime.start) === moscowDay(busyTime.end);
  const busyText = sameDay
    ? `${clockText(busyTime.start)}–${clockText(busyTime.end)}`
    : `${moscow(busyTime.start).toFormat('dd.MM HH:mm')}–${moscow(busyTime.end).toFormat('dd.MM HH:mm')}`;
  return `Сессия в ${clockText(start)} длится ${length} — это пересекается с занятым временем ${busyText} по московскому времени. Выберите другое время.`;
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
 * The days of [from, to) with their slots free for a session of `durationMinutes`: the session and
 * the buffer after it overlap no busy time. Times before the minimum notice (by the day rule today
 * is never offered, spec 4; in hours, a later time today may be), days without times and days
 * beyond the booking window are left out.
 */
export function freeConsultationDays(
  schedule: Schedule,
  period: { from: Date; to: Date },
  busy: readonly BusyInterval[],
  now: Date,
  durationMinutes: number = defaultSessionMinutes,
): ConsultationDay[] {
  const { first, last } = bookableDays(schedule, now);
  const earliest = earliestStart(schedule, now);
  const days: ConsultationDay[] = [];
  const end = DateTime.min(moscow(period.to), last.plus({ days: 1 }));
  for (let day = DateTime.max(moscow(period.from).startOf('day'), first); day < end; day = day.plus({ days: 1 })) {
    const date = day.toISODate() ?? '';
    const times = timesOn(schedule, date)
      .map((value) => ({ value, start: slotStart(date, value) }))
      .filter((slot) => slot.start >= earliest && slot.start >= period.from && slot.start < period.to)
      .filter((slot) => !collidingBusy(schedule, slot.start, durationMinutes, busy));
    if (times.length > 0) days.push({ date, times });
  }
  return days;
}

const hoursWord = (hours: number) => plural(hours, 'час', 'часа', 'часов');

const noticeText = (schedule: Schedule, first: DateTime) =>
  schedule.minNoticeHours !== undefined
    ? schedule.minNoticeHours === 0
      ? 'Это время уже прошло. Выберите время попозже.'
      : `Записаться можно не позднее чем за ${schedule.minNoticeHours} ${hoursWord(schedule.minNoticeHours)} до начала сессии. Выберите время попозже.`
    : schedule.minNoticeDays === 1
    ? 'Записаться можно только на дни начиная с завтрашнего.'
    : `Записаться можно не раньше чем на ${first.toFormat('dd.MM.yyyy')}: коуч принимает записи за ${schedule.minNoticeDays} дн. и больше.`;

/** Why a requested start cannot be booked, or undefined when it is a bookable slot. */
export function unbookableReason(schedule: Schedule, start: Date, now: Date): string | undefined {
  const date = moscowDay(start);
  const { first, last } = bookableDays(schedule, now);
  if (date < (first.toISODate() ?? '') || start < earliestStart(schedule, now)) return noticeText(schedule, first);
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
