import { DateTime } from 'luxon';
import type { Database } from '../../db/database';
import { freeConsultationDays, practiceZone } from './availability';
import type { ConsultationQueries } from './consultation-queries';
import type { ScheduleStore } from './schedule-store';
import type { BusyTimes } from './busy-times';

/**
 * Who waits for a full day to free up. A wish, not a booking: plain rows rather than events,
 * since nothing is reserved by it (the first waiting client to book wins, on the slot's stream).
 * The table is a write-side migration's (`db/migrations/`), not created here.
 */

/** The Moscow calendar day (`YYYY-MM-DD`) of an instant. */
export const moscowDate = (instant: Date) => DateTime.fromJSDate(instant, { zone: practiceZone }).toISODate() ?? '';

export type Waitlist = ReturnType<typeof createWaitlist>;

export function createWaitlist(deps: { db: Database; schedules: ScheduleStore; queries: ConsultationQueries; busyTimes: BusyTimes }) {
  const { db } = deps;
  return {
    /** The free times of a Moscow day at `now` (empty when it is full, past, a day off or outside the window). */
    async freeTimes(day: string, now: Date) {
      const from = DateTime.fromISO(day, { zone: practiceZone }).startOf('day');
      const period = { from: from.toJSDate(), to: from.plus({ days: 1 }).toJSDate() };
      const schedule = await deps.schedules.load();
      const busy = await deps.busyTimes.forFreeDays(period, schedule);
      return freeConsultationDays(schedule, period, busy, now).find((free) => free.date === day)?.times ?? [];
    },

    async join(userId: string, day: string, at: Date): Promise<void> {
      await db.query(`INSERT INTO waitlist (day, user_id, joined_at) VALUES ($1, $2, $3) ON CONFLICT (day, user_id) DO NOTHING`, [day, userId, at]);
    },

    async leave(userId: string, day: string): Promise<void> {
      await db.query(`DELETE FROM waitlist WHERE day = $1 AND user_id = $2`, [day, userId]);
    },

    /** The days a client waits for, from the day of `now` on. */
    async daysOf(userId: string, now: Date): Promise<string[]> {
      const { rows } = await db.query<{ day: string }>(`SELECT day FROM waitlist WHERE user_id = $1 AND day >= $2 ORDER BY day`, [userId, moscowDate(now)]);
      return rows.map((row) => row.day);
    },

    /**
     * Everyone still waiting for a day, in the order they asked: not those who have a session on it
     * meanwhile, nor an erased account (no address left).
     */
    async waiting(day: string): Promise<Array<{ userId: string; email: string; name: string | null; timeZone: string | null }>> {
      const from = DateTime.fromISO(day, { zone: practiceZone }).startOf('day');
      const { rows } = await db.query<{ user_id: string; email: string | null; name: string | null; time_zone: string | null }>(
        `SELECT w.user_id, u.email, u.name, u.time_zone FROM waitlist w JOIN users u ON u.id = w.user_id
         WHERE w.day = $1 AND NOT EXISTS (
           SELECT 1 FROM consultations c WHERE c.user_id = w.user_id AND c.status <> 'cancelled' AND c.start_at >= $2 AND c.start_at < $3)
         ORDER BY w.joined_at, w.user_id`,
        [day, from.toJSDate(), from.plus({ days: 1 }).toJSDate()],
      );
      return rows.flatMap((row) => (row.email ? [{ userId: row.user_id, email: row.email, name: row.name, timeZone: row.time_zone }] : []));
    },
  };
}
