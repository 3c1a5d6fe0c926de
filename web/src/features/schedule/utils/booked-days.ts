import { DateTime } from 'luxon';
import type { Consultation } from '../../../api/generated/model';
import { inMoscow } from '../../../lib/moscow-time';

/** One booked session as the month view shows it: its Moscow time and who booked it. */
export type BookedSlot = { id: number; time: string; client: string; email: string; paid: boolean };

/** The sessions by Moscow day (`YYYY-MM-DD`), each day's in time order. */
export function bookedByDay(sessions: readonly Consultation[]): Map<string, BookedSlot[]> {
  const days = new Map<string, BookedSlot[]>();
  for (const session of [...sessions].sort((a, b) => a.date.localeCompare(b.date))) {
    const start = inMoscow(DateTime.fromISO(session.date, { zone: 'utc' }));
    const day = start.toISODate() ?? '';
    const slot = { id: session.id, time: start.toFormat('HH:mm'), client: session.user.name || session.user.email, email: session.user.email, paid: session.is_paid };
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}
