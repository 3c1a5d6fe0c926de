import type { Database } from '../../../db/database';
import type { BusyInterval } from '../availability';
import type { FeedValidators } from './feed-fetch';

/**
 * The `busy_calendar` row (write-side migration `0005-busy-calendar`): the coach's calendar address,
 * the busy times last read from it and how the fetches went. Every write after a fetch names the
 * address it fetched, so a fetch that ends after the coach changed or removed the address changes
 * nothing. Part of every backup, like the other settings.
 */

/** How the calendar was read, for the back office. */
export type BusyCalendarState = {
  url: string | null;
  intervals: BusyInterval[];
  validators: FeedValidators;
  lastSuccessAt: Date | null;
  /** The last fetch that read the whole file (not a 304): the window moves on only with those. */
  lastFullFetchAt: Date | null;
  /** How far ahead the stored busy times were read: a longer booking window needs the whole file again. */
  coveredUntil: Date | null;
  /** Since when every fetch failed; null while the last one succeeded. */
  failingSince: Date | null;
  lastError: string | null;
  /** The file was refused for what its events hold (`BusyFeedRefusedError`): not read again until the address is saved anew. */
  paused: boolean;
};

type Row = {
  url: string | null;
  intervals: Array<[string, string]> | string;
  etag: string | null;
  last_modified: string | null;
  last_success_at: Date | string | null;
  last_full_fetch_at: Date | string | null;
  covered_until: Date | string | null;
  failing_since: Date | string | null;
  last_error: string | null;
  paused: boolean;
};

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Intervals are stored as pairs of ISO instants: nothing but the times. */
const storedIntervals = (intervals: readonly BusyInterval[]) => JSON.stringify(intervals.map((interval) => [interval.start.toISOString(), interval.end.toISOString()]));

const emptyState: BusyCalendarState = {
  url: null,
  intervals: [],
  validators: { etag: null, lastModified: null },
  lastSuccessAt: null,
  lastFullFetchAt: null,
  coveredUntil: null,
  failingSince: null,
  lastError: null,
  paused: false,
};

export function createBusyCalendarStore(db: Database) {
  return {
    async load(): Promise<BusyCalendarState> {
      const { rows } = await db.query<Row>(
        `SELECT url, intervals, etag, last_modified, last_success_at, last_full_fetch_at, covered_until, failing_since, last_error, paused FROM busy_calendar`,
      );
      const row = rows[0];
      if (!row) return emptyState;
      const pairs = typeof row.intervals === 'string' ? (JSON.parse(row.intervals) as Array<[string, string]>) : row.intervals;
      return {
        url: row.url,
        intervals: pairs.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
        validators: { etag: row.etag, lastModified: row.last_modified },
        lastSuccessAt: dateOrNull(row.last_success_at),
        lastFullFetchAt: dateOrNull(row.last_full_fetch_at),
        coveredUntil: dateOrNull(row.covered_until),
        failingSince: dateOrNull(row.failing_since),
        lastError: row.last_error,
        paused: row.paused,
      };
    },

    /**
     * A new address (or none): whatever was read from the previous one is forgotten. Saving the same
     * address keeps it all, but a pause: saving is how the coach has a refused file read again.
     */
    async saveUrl(url: string | null): Promise<void> {
      await db.query(
        `INSERT INTO busy_calendar (id, url) VALUES (true, $1)
         ON CONFLICT (id) DO UPDATE SET url = EXCLUDED.url, paused = false,
           intervals = CASE WHEN busy_calendar.url IS NOT DISTINCT FROM EXCLUDED.url THEN busy_calendar.intervals ELSE '[]'::jsonb END,
           etag = CASE WHEN busy_calendar.url IS NOT DISTINCT FROM EXCLUDED.url THEN busy_calendar.etag END,
           last_modified = CASE WHEN busy_calendar.url IS NOT DISTINCT FROM EXCLUDED.url THEN busy_calendar.last_modified END,
           last_success_at = CASE WHEN busy_calendar.url IS NOT DISTINCT FROM EXCLUDED.url THEN busy_calendar.last_success_at END,
           last_full_fetch_at = CASE WHEN busy_calendar.url IS NOT DISTINCT FROM EXCLUDED.url THEN busy_calendar.last_full_fetch_at END,
           covered_until = CASE WHEN busy_calendar.url IS NOT DISTINCT FROM EXCLUDED.url THEN busy_calendar.covered_until END,
           failing_since = CASE WHEN busy_calendar.url IS NOT DISTINCT FROM EXCLUDED.url THEN busy_calendar.failing_since END,
           last_error = CASE WHEN busy_calendar.url IS NOT DISTINCT FROM EXCLUDED.url THEN busy_calendar.last_error END,
           checked_at = CASE WHEN busy_calendar.url IS NOT DISTINCT FROM EXCLUDED.url THEN busy_calendar.checked_at END`,
        [url],
      );
    },

    /** The whole file was read: its busy times replace the stored ones. */
    async recordRead(url: string, read: { intervals: readonly BusyInterval[]; validators: FeedValidators; coveredUntil: Date; at: Date }): Promise<void> {
      await db.query(
        `UPDATE busy_calendar SET intervals = $2::jsonb, etag = $3, last_modified = $4, last_success_at = $5, last_full_fetch_at = $5,
           covered_until = $6, failing_since = NULL, last_error = NULL, checked_at = $5
         WHERE url = $1`,
        [url, storedIntervals(read.intervals), read.validators.etag, read.validators.lastModified, read.at, read.coveredUntil],
      );
    },

    /** The calendar answered 304: the stored busy times stand. */
    async recordNotModified(url: string, at: Date): Promise<void> {
      await db.query(`UPDATE busy_calendar SET last_success_at = $2, failing_since = NULL, last_error = NULL, checked_at = $2 WHERE url = $1`, [url, at]);
    },

    /** The fetch failed: the last good busy times stay; the error is shown from the first failure on; a refused file pauses the reads. */
    async recordFailure(url: string, failure: { error: string; paused: boolean; at: Date }): Promise<void> {
      await db.query(`UPDATE busy_calendar SET failing_since = coalesce(failing_since, $2), last_error = $3, paused = $4, checked_at = $2 WHERE url = $1`, [
        url,
        failure.at,
        failure.error,
        failure.paused,
      ]);
    },
  };
}
