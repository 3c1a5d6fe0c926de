import { intervalsOverlap, type BusyInterval } from '../availability';

/** A session booked before the coach's calendar showed her busy at its time: it stays booked, she is told. */
export type BusyConflict = { id: number; start: Date; email: string; name: string | null };

/** The sessions whose time (start to end) overlaps a busy time of her calendar, in time order. */
export function busyConflicts(sessions: ReadonlyArray<BusyConflict & { end: Date }>, busy: readonly BusyInterval[]): BusyConflict[] {
  return sessions
    .filter((session) => busy.some((interval) => intervalsOverlap(session, interval)))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id)
    .map(({ id, start, email, name }) => ({ id, start, email, name }));
}
