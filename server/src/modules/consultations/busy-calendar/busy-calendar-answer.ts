import type { BusyCalendarStatus } from './busy-calendar';

/** The coach's calendar as the schedule's answer carries it (`busy_calendar_url`, `busy_calendar`): to the coach alone. */
export function busyCalendarAnswer(status: BusyCalendarStatus) {
  return {
    busy_calendar_url: status.url,
    busy_calendar: {
      last_success_at: status.lastSuccessAt?.toISOString() ?? null,
      failing_since: status.failingSince?.toISOString() ?? null,
      error: status.error,
      paused: status.paused,
      conflicts: status.conflicts.map((session) => ({ id: session.id, date: session.start.toISOString(), email: session.email, name: session.name })),
    },
  };
}
