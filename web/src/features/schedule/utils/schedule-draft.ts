import type { Schedule, SchedulePlan } from '../../../api/generated/model';
import { WEEKDAYS } from '../../../lib/calendar';
import { plural } from '../../../lib/plural';

/** The schedule screen's editable copy of the plan: seven weekday time lists (Monday first) and the exceptions by date. */
export type ScheduleDraft = {
  weekly: string[][];
  exceptions: Array<{ date: string; times: string[] }>;
  bookingWindowDays: number;
  minNoticeDays: number;
  /** The notice in hours; null while the plan keeps the older rule in calendar days. */
  minNoticeHours: number | null;
  bufferMinutes: number;
};

export function draftOf(schedule: SchedulePlan): ScheduleDraft {
  const weekly = WEEKDAYS.map((_, index) => [...(schedule.weekly_plan.find((day) => day.weekday === index + 1)?.times ?? [])]);
  return {
    weekly,
    exceptions: schedule.exceptions.map((exception) => ({ date: exception.date, times: [...exception.times] })),
    bookingWindowDays: schedule.booking_window_days,
    minNoticeDays: schedule.min_notice_days,
    minNoticeHours: schedule.min_notice_hours ?? null,
    bufferMinutes: schedule.buffer_minutes ?? 0,
  };
}

/** The plan as PUT /api/schedule/ takes it. */
export function planOf(draft: ScheduleDraft): SchedulePlan {
  return {
    weekly_plan: draft.weekly.map((times, index) => ({ weekday: index + 1, times })),
    exceptions: draft.exceptions,
    booking_window_days: draft.bookingWindowDays,
    min_notice_days: draft.minNoticeDays,
    min_notice_hours: draft.minNoticeHours,
    buffer_minutes: draft.bufferMinutes,
  };
}

/** The saved plan of a loaded schedule, without its room, feed and bookings. */
export const savedPlan = (schedule: Schedule): SchedulePlan => planOf(draftOf(schedule));

/** A day's times with one more, kept sorted; a time already there is not added twice. */
export const withTime = (times: readonly string[], time: string): string[] => [...new Set([...times, time])].sort();

export const withoutTime = (times: readonly string[], time: string): string[] => times.filter((value) => value !== time);

/** The exceptions with one set (replacing that date's), sorted by date. */
export function withException(exceptions: ScheduleDraft['exceptions'], exception: { date: string; times: string[] }): ScheduleDraft['exceptions'] {
  return [...exceptions.filter((existing) => existing.date !== exception.date), exception].sort((a, b) => a.date.localeCompare(b.date));
}

/** «не раньше чем завтра / послезавтра / через N дней» for the minimum notice. */
export function noticeText(days: number): string {
  if (days <= 1) return 'не раньше чем на завтра';
  if (days === 2) return 'не раньше чем на послезавтра';
  return `не раньше чем через ${days} ${daysWord(days)}`;
}

/** What the notice in hours lets clients do, in words; null hours is the older rule in days. */
export function noticeHoursText(hours: number | null, days: number): string {
  if (hours === null) return `Сейчас запись ${noticeText(days)} (по календарным дням). Укажите часы — например, 2, — и клиенты смогут записаться и на сегодня.`;
  if (hours === 0) return 'Клиенты могут записаться на любое ещё не прошедшее время, в том числе сегодня.';
  return `Клиенты могут записаться, если до начала сессии осталось ${hours} ${hoursWord(hours)} или больше${hours < 24 ? ', в том числе на сегодня' : ''}.`;
}

/** «час», «часа» or «часов» after a number. */
export const hoursWord = (count: number): string => plural(count, 'час', 'часа', 'часов');

/** «день», «дня» or «дней» after a number. */
export function daysWord(count: number): string {
  return plural(count, 'день', 'дня', 'дней');
}
