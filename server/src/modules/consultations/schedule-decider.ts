import { isDeepStrictEqual } from 'node:util';
import type { Command, Decider } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { moscowDay, type Schedule } from './availability';
import { scheduleEventSchemas, type ScheduleEvent } from './events';
import { normalizedSchedule } from './schedule-rules';

/**
 * `inEffect` is the schedule the practice works by before its first change was an event (the
 * legacy settings or the default); once the stream has a change, the stream's own plan is it.
 */
export type ScheduleCommand = Command<'ChangeSchedule', { schedule: Schedule; inEffect: Schedule }>;

export type ScheduleState = { schedule: Schedule | null };

/** The coach's schedule: a change is recorded with the plan before it; saving the plan in effect records nothing. */
export const scheduleDecider: Decider<ScheduleCommand, ScheduleEvent, ScheduleState> = {
  eventTypes: eventTypesOf(scheduleEventSchemas),
  initialState: () => ({ schedule: null }),

  decide(command, state) {
    switch (command.type) {
      case 'ChangeSchedule': {
        const previous = state.schedule ?? command.data.inEffect;
        // An exception of a day now past is no difference: it no longer decides anything.
        const today = moscowDay(command.metadata.now);
        if (isDeepStrictEqual(plain(normalizedSchedule(previous, today)), plain(normalizedSchedule(command.data.schedule, today)))) return [];
        return [
          { type: 'ScheduleChanged', data: { previous: plain(previous), schedule: plain(command.data.schedule), changedAt: command.metadata.now.toISOString() } },
        ];
      }
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown schedule command ${String(unknown)}`);
      }
    }
  },

  evolve: (_state, event) => {
    switch (event.type) {
      case 'ScheduleChanged':
        return { schedule: event.data.schedule };
      default: {
        const unknown: never = event.type;
        throw new Error(`Unknown schedule event ${String(unknown)}`);
      }
    }
  },
};

/** The schedule as event data: fresh arrays and objects with the fields in one order. */
const plain = (schedule: Schedule) => ({
  weekly: schedule.weekly.map((times) => [...times]),
  exceptions: Object.fromEntries(Object.entries(schedule.exceptions).map(([day, times]) => [day, [...times]])),
  bookingWindowDays: schedule.bookingWindowDays,
  minNoticeDays: schedule.minNoticeDays,
  // Absent rather than undefined, so a plan without them equals one saved before they existed.
  ...(schedule.minNoticeHours === undefined ? {} : { minNoticeHours: schedule.minNoticeHours }),
  ...(schedule.bufferMinutes === undefined ? {} : { bufferMinutes: schedule.bufferMinutes }),
});
