import { DomainError, type DomainErrorKind } from '../../eventstore/decider';
import { createReadCache, type WriteGeneration } from '../../http/read-cache';
import { sessionMinutesRange } from '../../shared/calendar-session';
import { collisionReason, sessionBusy, unbookableReason, type BusyInterval, type Schedule } from './availability';
import type { ConsultationQueries, Period } from './consultation-queries';

export type BusyTimes = ReturnType<typeof createBusyTimes>;

/**
 * A time asked for a session: its start and length; `except` is the session being moved (its own
 * busy time does not stand in its way); `taken` says the slot itself is known to be taken (the
 * series' plan reads its slots at once; a single booking leaves that to the slot's stream).
 */
export type BookingRequest = { start: Date; durationMinutes: number; except?: number; taken?: boolean };

/**
 * Why a time cannot be booked (`reason`, a Russian sentence for the API's `detail`): `invalid` (400)
 * outside the schedule, its notice or its window; `conflict` (409) a slot taken or a session
 * overlapping a busy time. Its kind is a `DomainError`'s, which `bookingRefusal` throws.
 */
export type BookingProblem = { kind: Extract<DomainErrorKind, 'invalid' | 'conflict'>; reason: string };

/** The error a refused booking answers with (`http/error-middleware.ts` maps the kind to 400 or 409). */
export const bookingRefusal = (problem: BookingProblem) => new DomainError(problem.kind, problem.reason);

const takenSlotReason = 'Это время уже занято.';

type SessionLength = Awaited<ReturnType<ConsultationQueries['sessionLengths']>>[number];

/** Periods of the public calendar kept at once (the weeks and months visitors look at). */
const cachedPeriods = 64;

/**
 * When the coach is busy, as one list of intervals for the free days and for the check of every
 * booking: the live sessions (booked, held or paid), each with its type's length and the buffer
 * after it. Other busy times (the coach's own calendar) join the same list in `busyDuring`.
 */
export function createBusyTimes(deps: {
  queries: Pick<ConsultationQueries, 'sessionLengths'>;
  writes: WriteGeneration;
  /** The busy times of the coach's own calendar overlapping a period (`busy-calendar/busy-calendar.ts`); none when absent. */
  externalBusyIntervals?: (period: Period) => Promise<BusyInterval[]>;
}) {
  const kept = createReadCache<string, SessionLength[]>({ generation: deps.writes, maxEntries: cachedPeriods });

  /** How far a session can reach beyond its start: the longest length and the buffer after it. */
  const reachMs = (schedule: Schedule) => (sessionMinutesRange.max + (schedule.bufferMinutes ?? 0)) * 60_000;

  /** A session that starts before the period may still run into it. */
  const reachingInto = (period: Period, schedule: Schedule): Period => ({ from: new Date(period.from.getTime() - reachMs(schedule)), to: period.to });

  /**
   * Every busy interval that may overlap a session starting in `period`. The coach's external
   * calendar's busy intervals are to be added to this list here, so both callers below see them.
   */
  async function busyDuring(period: Period, schedule: Schedule, sessions: readonly SessionLength[]): Promise<BusyInterval[]> {
    const booked = sessions.map((session) => sessionBusy(schedule, session.start, session.durationMinutes));
    // A session starting late in the period runs past its end: its longest length and the buffer reach forward.
    const reach = { from: period.from, to: new Date(period.to.getTime() + reachMs(schedule)) };
    const external = deps.externalBusyIntervals ? await deps.externalBusyIntervals(reach) : [];
    return [...booked, ...external];
  }

  /**
   * Why a session of `durationMinutes` at `start` overlaps a busy time (a Russian sentence for the
   * 409), or undefined. Sessions at the very same start are left to the slot's own rule (a taken
   * slot, or a lapsed hold that may be taken over), and `except` is the session being moved.
   */
  async function collisionWith(schedule: Schedule, request: BookingRequest): Promise<string | undefined> {
    const wanted = sessionBusy(schedule, request.start, request.durationMinutes);
    const period = { from: wanted.start, to: wanted.end };
    const sessions = (await deps.queries.sessionLengths(reachingInto(period, schedule))).filter(
      (session) => session.id !== request.except && session.start.getTime() !== request.start.getTime(),
    );
    return collisionReason(schedule, request.start, request.durationMinutes, await busyDuring(period, schedule, sessions));
  }

  return {
    /** The busy intervals the public calendar's free days leave out (the sessions read kept for a moment, `http/read-cache.ts`). */
    async forFreeDays(period: Period, schedule: Schedule): Promise<BusyInterval[]> {
      const reach = reachingInto(period, schedule);
      const sessions = await kept.get(`${reach.from.toISOString()}\n${reach.to.toISOString()}`, () => deps.queries.sessionLengths(reach));
      return busyDuring(period, schedule, sessions);
    },

    /**
     * The booking rule every new, moved or series session follows (`BookingProblem`, or undefined
     * when the time is bookable): first the schedule (`unbookableReason`: a planned time of a working
     * day, after the notice, inside the window), then a slot known taken, then the busy times.
     */
    async checkBookable(schedule: Schedule, request: BookingRequest, now: Date): Promise<BookingProblem | undefined> {
      const unbookable = unbookableReason(schedule, request.start, now);
      if (unbookable) return { kind: 'invalid', reason: unbookable };
      if (request.taken) return { kind: 'conflict', reason: takenSlotReason };
      const collision = await collisionWith(schedule, request);
      return collision ? { kind: 'conflict', reason: collision } : undefined;
    },

    /** The length of a live session (its type's), for moving it; undefined when it is not live. */
    async lengthOf(session: { id: number; start: Date }): Promise<number | undefined> {
      const sessions = await deps.queries.sessionLengths({ from: session.start, to: new Date(session.start.getTime() + 60_000) });
      return sessions.find((candidate) => candidate.id === session.id)?.durationMinutes;
    },
  };
}
