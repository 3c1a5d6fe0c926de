import ICAL from 'ical.js';
import { DateTime } from 'luxon';

/**
 * The recurrence rules (RRULE) a busy calendar is not read with, each refused with a reason for the
 * coach that names the event by its first day (never its title): they are of no use to a person's
 * calendar and some never end (ical.js looks for the next occurrence without a limit).
 */

/** Nobody is busy every second or minute; such a rule costs millions of steps a year. */
const tooFrequent: ReadonlySet<string> = new Set(['SECONDLY', 'MINUTELY']);
/** The only frequencies ical.js applies BYSETPOS to: for the others it would block every candidate. */
const setPositionFrequencies: ReadonlySet<string> = new Set(['MONTHLY', 'YEARLY']);
/** The most days each month can have (February in a leap year). */
const longestMonths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const everyMonth = longestMonths.map((_days, index) => index + 1);

/** A BYMONTHDAY that no month of its BYMONTH has (30 February): the rule gives no date, and ical.js would look for one for ever. */
function givesNoDate(rule: ICAL.Recur): boolean {
  const days = rule.parts.BYMONTHDAY ?? [];
  if (days.length === 0) return false;
  const months = rule.parts.BYMONTH ?? everyMonth;
  return months.every((month) => days.every((day) => Math.abs(day) > (longestMonths[month - 1] ?? 31)));
}

function ruleProblem(rule: ICAL.Recur): string | undefined {
  if (tooFrequent.has(rule.freq)) return 'повторение каждую секунду или минуту не читается';
  if (rule.parts.BYSETPOS?.length && !setPositionFrequencies.has(rule.freq)) return 'номер повторения (BYSETPOS) читается только у ежемесячных и ежегодных повторений';
  if (givesNoDate(rule)) return 'правило повторения не даёт ни одной даты';
  return undefined;
}

/** «1 декабря 2026»: the event's first day, by which the coach finds it in her calendar. */
const firstDay = (event: ICAL.Event) => DateTime.fromObject({ year: event.startDate.year, month: event.startDate.month, day: event.startDate.day }).setLocale('ru').toFormat('d MMMM yyyy');

/** Why a recurring event is not read (a phrase for «Календарь недоступен с 12:40: …»), or undefined when it is. */
export function recurrenceProblem(event: ICAL.Event): string | undefined {
  for (const property of event.component.getAllProperties('rrule')) {
    const rule = property.getFirstValue();
    const problem = rule instanceof ICAL.Recur ? ruleProblem(rule) : undefined;
    if (problem) return `${problem} (событие с ${firstDay(event)}): измените повторение или удалите событие`;
  }
  return undefined;
}
