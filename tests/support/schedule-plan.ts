/** The body of PUT /api/schedule/ as the contract takes it. */
export type SchedulePlanBody = {
  weekly_plan: Array<{ weekday: number; times: string[] }>;
  exceptions: Array<{ date: string; times: string[] }>;
  booking_window_days: number;
  min_notice_days: number;
  meeting_url?: string | null;
};

/**
 * A schedule request: `times` every day unless `weekdays` (1 is Monday) says otherwise for a day,
 * with the default window (90 days) and notice (from tomorrow) unless given.
 */
export function schedulePlan(
  times: string[],
  options: { weekdays?: Record<number, string[]>; exceptions?: SchedulePlanBody['exceptions']; windowDays?: number; noticeDays?: number; meetingUrl?: string | null } = {},
): SchedulePlanBody {
  return {
    weekly_plan: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: options.weekdays?.[weekday] ?? times })),
    exceptions: options.exceptions ?? [],
    booking_window_days: options.windowDays ?? 90,
    min_notice_days: options.noticeDays ?? 1,
    ...(options.meetingUrl === undefined ? {} : { meeting_url: options.meetingUrl }),
  };
}
