import type { Database } from '../../db/database';
import { defaultSchedule, type Schedule } from './availability';

export const scheduleSchema = `
  CREATE TABLE IF NOT EXISTS schedule_settings (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    daily_times jsonb NOT NULL
  );
  CREATE TABLE IF NOT EXISTS blocked_days (day text PRIMARY KEY);
  ALTER TABLE schedule_settings ADD COLUMN IF NOT EXISTS booking_window_days integer;
  ALTER TABLE schedule_settings ADD COLUMN IF NOT EXISTS meeting_url text;
`;

export type ScheduleStore = ReturnType<typeof createScheduleStore>;

/**
 * The coach's schedule as data; without a saved one the practice works daily at 10:00 Moscow time,
 * 90 days ahead. Beside it, her default meeting room: where every session happens unless set otherwise.
 */
export function createScheduleStore(db: Database) {
  return {
    async load(): Promise<Schedule> {
      const settings = await db.query<{ daily_times: string[]; booking_window_days: number | null }>(
        `SELECT daily_times, booking_window_days FROM schedule_settings`,
      );
      const blocked = await db.query<{ day: string }>(`SELECT day FROM blocked_days ORDER BY day`);
      return {
        dailyTimes: settings.rows[0]?.daily_times ?? defaultSchedule.dailyTimes,
        blockedDays: new Set(blocked.rows.map((row) => row.day)),
        bookingWindowDays: settings.rows[0]?.booking_window_days ?? defaultSchedule.bookingWindowDays,
      };
    },

    async meetingUrl(): Promise<string | null> {
      const { rows } = await db.query<{ meeting_url: string | null }>(`SELECT meeting_url FROM schedule_settings`);
      return rows[0]?.meeting_url ?? null;
    },

    async save(schedule: Schedule, meetingUrl: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO schedule_settings (id, daily_times, booking_window_days, meeting_url) VALUES (true, $1, $2, $3)
           ON CONFLICT (id) DO UPDATE SET daily_times = EXCLUDED.daily_times, booking_window_days = EXCLUDED.booking_window_days,
             meeting_url = EXCLUDED.meeting_url`,
          [JSON.stringify([...new Set(schedule.dailyTimes)].sort()), schedule.bookingWindowDays, meetingUrl],
        );
        await tx.query(`DELETE FROM blocked_days`);
        for (const day of schedule.blockedDays) await tx.query(`INSERT INTO blocked_days (day) VALUES ($1)`, [day]);
      });
    },
  };
}
