/**
 * The coach's own calendar read as busy times (`modules/consultations/busy-calendar/`): its secret
 * address, the last good busy intervals (instants only, never her events' titles), what the
 * calendar's server said last (ETag, Last-Modified) and how the last fetches went. One row, a
 * setting beside the schedule: not events, since the intervals are a copy of somebody else's data
 * refreshed every quarter of an hour, and the address is a secret the coach may replace or remove.
 * Released: never edit this file.
 */
export const busyCalendar = `
  CREATE TABLE IF NOT EXISTS busy_calendar (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    url text,
    intervals jsonb NOT NULL DEFAULT '[]'::jsonb,
    etag text,
    last_modified text,
    last_success_at timestamptz,
    last_full_fetch_at timestamptz,
    covered_until timestamptz,
    failing_since timestamptz,
    last_error text,
    checked_at timestamptz
  );
`;
