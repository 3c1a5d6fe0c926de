import { DateTime } from 'luxon';
import type { ScheduleChanged } from '../consultations/events';

type Plan = ScheduleChanged['data']['schedule'];

const weekdays = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];
const timesText = (times: readonly string[] | undefined) => (times === undefined ? 'по плану' : times.length === 0 ? 'выходной' : times.join(', '));
const dayText = (day: string) => DateTime.fromISO(day).toFormat('dd.MM.yyyy');
/** The notice as the plan keeps it: in hours once set, else in calendar days. */
const noticeText = (plan: Plan) => (plan.minNoticeHours === undefined ? `${plan.minNoticeDays} дн.` : `${plan.minNoticeHours} ч`);

/** The parts of the schedule that changed, each as «было → стало», in the back office's words. */
export function scheduleChangeSummary(previous: Plan, next: Plan): string[] {
  // Weekdays that changed alike share one part: «пн, ср, чт: 10:00 → 10:00, 15:00».
  const weekdayChanges = new Map<string, string[]>();
  for (const [index, name] of weekdays.entries()) {
    const before = timesText(previous.weekly[index]);
    const after = timesText(next.weekly[index]);
    if (before !== after) weekdayChanges.set(`${before} → ${after}`, [...(weekdayChanges.get(`${before} → ${after}`) ?? []), name]);
  }
  const parts = [...weekdayChanges].map(([change, names]) => `${names.join(', ')}: ${change}`);
  const days = [...new Set([...Object.keys(previous.exceptions), ...Object.keys(next.exceptions)])].sort();
  for (const day of days) {
    const before = timesText(previous.exceptions[day]);
    const after = timesText(next.exceptions[day]);
    if (before !== after) parts.push(`${dayText(day)}: ${before} → ${after}`);
  }
  if (previous.bookingWindowDays !== next.bookingWindowDays) parts.push(`окно записи: ${previous.bookingWindowDays} → ${next.bookingWindowDays} дн.`);
  if (previous.minNoticeHours === undefined && next.minNoticeHours === undefined) {
    if (previous.minNoticeDays !== next.minNoticeDays) parts.push(`запись не раньше чем за ${previous.minNoticeDays} → ${next.minNoticeDays} дн.`);
  } else if (noticeText(previous) !== noticeText(next)) {
    parts.push(`запись не позднее чем за ${noticeText(previous)} → ${noticeText(next)} до начала`);
  }
  if ((previous.bufferMinutes ?? 0) !== (next.bufferMinutes ?? 0)) parts.push(`перерыв после сессии: ${previous.bufferMinutes ?? 0} → ${next.bufferMinutes ?? 0} мин.`);
  return parts;
}
