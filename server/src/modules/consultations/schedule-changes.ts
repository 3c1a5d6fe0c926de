import { handleCommand } from '../../eventstore/command-handler';
import { type RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { inPlan, type Schedule } from './availability';
import type { ConsultationQueries, ConsultationView } from './consultation-queries';
import { scheduleStreamId } from './events';
import { scheduleDecider } from './schedule-decider';
import type { ScheduleStore } from './schedule-store';

/** How far ahead the bookings outside the plan are looked for: far beyond any booking window. */
const lookAheadMs = 2 * 366 * 86_400_000;

/** The coach changes her schedule as an event; the sessions already booked are never touched by it. */
export function createScheduleChanges(deps: { store: EventStore; schedules: ScheduleStore; queries: ConsultationQueries }) {
  return {
    /** Records the change (nothing when the plan is the same). */
    async change(schedule: Schedule, metadata: RequestMetadata): Promise<void> {
      const inEffect = await deps.schedules.load();
      await handleCommand(deps.store, scheduleStreamId, scheduleDecider, {
        type: 'ChangeSchedule',
        data: { schedule, inEffect },
        metadata,
      });
    },

    /** Live sessions after `from` at times the schedule does not have: they stay booked, the coach is told of them. */
    async bookingsOutsidePlan(schedule: Schedule, from: Date): Promise<ConsultationView[]> {
      const upcoming = await deps.queries.live({ from, to: new Date(from.getTime() + lookAheadMs) });
      return upcoming.filter((session) => !inPlan(schedule, session.start));
    },
  };
}
