import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { practiceZone, type BusyInterval } from '../availability';
import { BusyFeedError, BusyFeedRefusedError } from './busy-feed-error';
import { recurrenceProblem } from './busy-recurrence';

/**
 * The coach's own calendar (an iCalendar file, RFC 5545) read as the times it keeps her busy within
 * a window: recurring events expanded (RRULE, RDATE, EXDATE, overrides by RECURRENCE-ID), an
 * all-day event blocking whole Moscow days, free (TRANSP:TRANSPARENT) and cancelled events left out.
 * Only instants come out: her events' titles, places and guests are never kept. A recurrence the
 * site does not read (`busy-recurrence.ts`) refuses the file; so do more steps of recurrences in
 * the whole file than `maxRecurrenceSteps`. Run off the HTTP thread (`busy-expansion-thread.ts`),
 * whose wall-clock budget stops a rule that never yields its next occurrence.
 */

/**
 * Occurrences looked at in the whole file at most, all its recurring events together: a daily
 * event since 1990 is about 13 000, a year of a busy calendar a few thousand.
 */
export const maxRecurrenceSteps = 100_000;
/** Busy intervals kept at most (the last ones dropped): a year of a busy calendar fits well below. */
export const maxBusyIntervals = 5_000;
/** An occurrence moved by RECURRENCE-ID may land in the window from this far after it. */
const movedOccurrenceReachMs = 62 * 86_400_000;

/** The days read: from today to beyond the booking window. */
export type Window = { from: Date; to: Date };

const upperValue = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
};

/** A free («свободен») or cancelled event keeps nobody busy. */
const blocks = (event: ICAL.Event) => upperValue(event.component, 'transp') !== 'TRANSPARENT' && upperValue(event.component, 'status') !== 'CANCELLED';

/** The TZID a time property of the event names, for times whose zone the file does not define. */
const tzidOf = (event: ICAL.Event, name: 'dtstart' | 'dtend'): string | undefined => {
  const tzid = event.component.getFirstProperty(name)?.getParameter('tzid');
  return typeof tzid === 'string' && tzid !== '' ? tzid : undefined;
};

/**
 * The instant of a date-time: UTC or a zone the file defines (VTIMEZONE) as ical.js computes it; a
 * TZID without a definition read as an IANA zone when it is one (Google and Яндекс write
 * `Europe/Moscow`); a floating time, or an unknown zone, as Moscow time.
 */
function instantOf(time: ICAL.Time, tzid: string | undefined): Date {
  if (time.zone && time.zone.tzid !== 'floating') return new Date(time.toUnixTime() * 1000);
  const wallClock = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second };
  const named = tzid ? DateTime.fromObject(wallClock, { zone: tzid }) : undefined;
  return (named?.isValid ? named : DateTime.fromObject(wallClock, { zone: practiceZone })).toJSDate();
}

/** The Moscow midnight a DATE value names. */
const moscowMidnight = (time: ICAL.Time) => DateTime.fromObject({ year: time.year, month: time.month, day: time.day }, { zone: practiceZone }).toJSDate();

/** One occurrence as a busy interval: all-day ones from the first Moscow midnight to the one after the last day. */
function intervalOf(start: ICAL.Time, end: ICAL.Time, item: ICAL.Event): BusyInterval | undefined {
  if (start.isDate) {
    const from = moscowMidnight(start);
    const until = end.isDate ? moscowMidnight(end) : instantOf(end, tzidOf(item, 'dtend') ?? tzidOf(item, 'dtstart'));
    return { start: from, end: until > from ? until : DateTime.fromJSDate(from, { zone: practiceZone }).plus({ days: 1 }).toJSDate() };
  }
  const from = instantOf(start, tzidOf(item, 'dtstart'));
  const until = instantOf(end, tzidOf(item, 'dtend') ?? tzidOf(item, 'dtstart'));
  // An event without length (no DTEND, no DURATION) is a moment, not busy time.
  return until > from ? { start: from, end: until } : undefined;
}

const overlaps = (interval: BusyInterval, window: Window) => interval.start < window.to && interval.end > window.from;

/** What is left of the file's `maxRecurrenceSteps`, shared by all its events. */
type StepBudget = { left: number };

function takeStep(steps: StepBudget): void {
  steps.left -= 1;
  if (steps.left < 0) {
    throw new BusyFeedRefusedError(`в календаре слишком много повторений (больше ${maxRecurrenceSteps.toLocaleString('ru-RU')}): закончите старые повторяющиеся события датой или удалите лишние`);
  }
}

/** The occurrences of one event (a series with its overrides, or a single event) that keep her busy within the window. */
function occurrencesOf(master: ICAL.Event, window: Window, steps: StepBudget): BusyInterval[] {
  if (!master.isRecurring()) {
    if (!blocks(master)) return [];
    const interval = intervalOf(master.startDate, master.endDate, master);
    return interval && overlaps(interval, window) ? [interval] : [];
  }
  if (upperValue(master.component, 'status') === 'CANCELLED') return [];
  const problem = recurrenceProblem(master);
  if (problem) throw new BusyFeedRefusedError(problem);
  const intervals: BusyInterval[] = [];
  const iterator = master.iterator();
  const stopAt = window.to.getTime() + movedOccurrenceReachMs;
  for (let next = iterator.next(); next; next = iterator.next()) {
    takeStep(steps);
    if (instantOf(next, tzidOf(master, 'dtstart')).getTime() > stopAt) break;
    const details = master.getOccurrenceDetails(next);
    if (!blocks(details.item)) continue;
    const interval = intervalOf(details.startDate, details.endDate, details.item);
    if (interval && overlaps(interval, window)) intervals.push(interval);
  }
  return intervals;
}

/** Sorted, overlapping and touching intervals joined into one. */
export function mergedIntervals(intervals: readonly BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) {
      if (interval.end > last.end) merged[merged.length - 1] = { start: last.start, end: interval.end };
    } else {
      merged.push({ start: interval.start, end: interval.end });
    }
  }
  return merged;
}

function parsedCalendar(feed: string): ICAL.Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(feed);
  } catch (error) {
    throw new BusyFeedError('файл календаря не читается: это не iCal', { cause: error });
  }
  const root = Array.isArray(parsed) && typeof parsed[0] === 'string' ? new ICAL.Component(parsed) : undefined;
  if (root?.name !== 'vcalendar') throw new BusyFeedError('файл календаря не читается: в нём нет VCALENDAR');
  return root;
}

/**
 * The busy times of an iCalendar file within the window, merged and sorted; a file that is not
 * iCalendar throws `BusyFeedError`, one with a recurrence not read or past the steps `BusyFeedRefusedError`.
 */
export function busyIntervalsOf(feed: string, window: Window): BusyInterval[] {
  const calendar = parsedCalendar(feed);
  const series = new Map<string, ICAL.Event>();
  const overrides: ICAL.Event[] = [];
  const singles: ICAL.Event[] = [];
  try {
    for (const component of calendar.getAllSubcomponents('vevent')) {
      const event = new ICAL.Event(component);
      if (!component.hasProperty('dtstart')) continue;
      if (event.isRecurrenceException()) overrides.push(event);
      else if (event.isRecurring() && event.uid) series.set(event.uid, event);
      else singles.push(event);
    }
    for (const override of overrides) {
      const master = series.get(override.uid);
      if (master) master.relateException(override);
      // An override whose series is not in the file is an event of its own.
      else singles.push(override);
    }
    const steps: StepBudget = { left: maxRecurrenceSteps };
    const intervals = [...series.values(), ...singles].flatMap((event) => occurrencesOf(event, window, steps));
    return mergedIntervals(intervals).slice(0, maxBusyIntervals);
  } catch (error) {
    if (error instanceof BusyFeedError) throw error;
    throw new BusyFeedError('файл календаря не читается: в нём ошибка', { cause: error });
  }
}
