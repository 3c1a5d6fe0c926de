import { DateTime } from 'luxon';
import { practiceZone, type DayString, type Schedule } from './availability';

/** Sessions last 60–90 minutes (spec 9): two times of one day closer than this would overlap. */
export const minMinutesBetweenSessions = 60;
export const maxExceptions = 366;

const weekdayNames = ['понедельник', 'вторник', 'среду', 'четверг', 'пятницу', 'субботу', 'воскресенье'];
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const isTime = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
const dayLabel = (day: DayString) => DateTime.fromISO(day, { zone: practiceZone }).toFormat('dd.MM.yyyy');

/** What is wrong with one day's times ('в понедельник', 'на 05.01.2027' name the day), or undefined. */
function timesProblem(times: readonly string[], where: string): string | undefined {
  const invalid = times.find((time) => !isTime(time));
  if (invalid !== undefined) return `Время «${invalid}» ${where} записано неверно: нужно ЧЧ:ММ, например 10:00.`;
  const sorted = [...times].sort();
  const repeated = sorted.find((time, index) => sorted[index - 1] === time);
  if (repeated) return `Время ${repeated} ${where} указано дважды.`;
  const tooClose = sorted.find((time, index) => index > 0 && minutesOf(time) - minutesOf(sorted[index - 1]!) < minMinutesBetweenSessions);
  if (tooClose) return `Между сессиями ${where} нужен хотя бы час: ${tooClose} слишком близко к предыдущему времени.`;
  return undefined;
}

/**
 * Why a schedule the coach sends cannot be saved (a Russian sentence for the 400's `detail`), or
 * undefined. `today` is the Moscow day of the request: an exception for a day already past is refused.
 */
export function scheduleProblem(schedule: Schedule, today: DayString): string | undefined {
  if (schedule.weekly.length !== 7) return 'Недельный план — это ровно семь дней, с понедельника по воскресенье.';
  for (const [index, times] of schedule.weekly.entries()) {
    const problem = timesProblem(times, `в ${weekdayNames[index]}`);
    if (problem) return problem;
  }
  const days = Object.keys(schedule.exceptions);
  if (days.length > maxExceptions) return `Особых дней может быть не больше ${maxExceptions}.`;
  for (const day of days) {
    if (!DateTime.fromISO(day, { zone: practiceZone }).isValid || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return `Дата «${day}» не существует: нужна дата ГГГГ-ММ-ДД.`;
    if (day < today) return `День ${dayLabel(day)} уже прошёл: особые дни задаются с сегодняшнего.`;
    const problem = timesProblem(schedule.exceptions[day] ?? [], `на ${dayLabel(day)}`);
    if (problem) return problem;
  }
  const noticeBeyondWindow =
    schedule.minNoticeHours === undefined ? schedule.minNoticeDays > schedule.bookingWindowDays : schedule.minNoticeHours > schedule.bookingWindowDays * 24;
  if (noticeBeyondWindow) {
    return 'Минимальный срок записи не может быть больше окна записи: иначе записаться будет некуда.';
  }
  return undefined;
}

/**
 * The schedule as it is stored: each day's times sorted, exceptions by date, past exceptions
 * dropped, and no buffer rather than a buffer of 0 (so a plan saved before buffers equals it).
 */
export function normalizedSchedule(schedule: Schedule, today: DayString): Schedule {
  const exceptions = Object.fromEntries(
    Object.entries(schedule.exceptions)
      .filter(([day]) => day >= today)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, times]) => [day, [...times].sort()]),
  );
  const { bufferMinutes, ...rest } = schedule;
  return { ...rest, weekly: schedule.weekly.map((times) => [...times].sort()), exceptions, ...(bufferMinutes ? { bufferMinutes } : {}) };
}
