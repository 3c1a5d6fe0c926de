import type { Database } from '../../db/database';
import { defaultSchedule, type Schedule } from './availability';

/**
 * The settings table beside the schedule: the coach's default meeting room. Its `daily_times` and
 * `blocked_days` hold the schedule saved before schedule changes were events; they are only read,
 * as the plan in effect until the first `ScheduleChanged`.
 * The table is a write-side migration's (`db/migrations/`), not created here.
 */

export type ScheduleStore = ReturnType<typeof createScheduleStore>;

/** The schedule saved before it was kept as events, read as a plan: the same times every day, days off as exceptions. */
async function legacySchedule(db: Database): Promise<Schedule | undefined> {
  const settings = await db.query<{ daily_times: string[] | null; booking_window_days: number | null }>(
    `SELECT daily_times, booking_window_days FROM schedule_settings WHERE daily_times IS NOT NULL`,
  );
  const saved = settings.rows[0];
  if (!saved?.daily_times) return undefined;
  const blocked = await db.query<{ day: string }>(`SELECT day FROM blocked_days ORDER BY day`);
  const dailyTimes = [...new Set(saved.daily_times)].sort();
  return {
    ...defaultSchedule,
    weekly: defaultSchedule.weekly.map(() => dailyTimes),
    exceptions: Object.fromEntries(blocked.rows.map((row) => [row.day, []])),
    bookingWindowDays: saved.booking_window_days ?? defaultSchedule.bookingWindowDays,
  };
}

/**
 * The coach's schedule in effect, read from the `schedule` read model (see projections/schedule.ts);
 * before her first change, the legacy settings or the default (daily at 10:00, from tomorrow, 90 days
 * ahead). Beside it, her default meeting room: where every session happens unless set otherwise.
 */
export function createScheduleStore(db: Database) {
  return {
    async load(): Promise<Schedule> {
      const { rows } = await db.query<{ plan: Schedule }>(`SELECT plan FROM practice_schedule`);
      return rows[0]?.plan ?? (await legacySchedule(db)) ?? defaultSchedule;
    },

    async meetingUrl(): Promise<string | null> {
      const { rows } = await db.query<{ meeting_url: string | null }>(`SELECT meeting_url FROM schedule_settings`);
      return rows[0]?.meeting_url ?? null;
    },

    async saveMeetingUrl(meetingUrl: string | null): Promise<void> {
      await db.query(
        `INSERT INTO schedule_settings (id, meeting_url) VALUES (true, $1) ON CONFLICT (id) DO UPDATE SET meeting_url = EXCLUDED.meeting_url`,
        [meetingUrl],
      );
    },
  };
}
