/**
 * A calendar file refused for what its events hold (a recurrence not read, more than its reading
 * budget: `modules/consultations/busy-calendar/`) is not read again, by the quarter-hourly refresh
 * nor at start-up, until the coach saves its address anew: `paused`.
 * Released: never edit this file.
 */
export const busyCalendarPaused = `
  ALTER TABLE busy_calendar ADD COLUMN IF NOT EXISTS paused boolean NOT NULL DEFAULT false;
`;
