import { DateTime } from 'luxon';
import type { Infra } from '../../../infra';
import { sessionEnd } from '../../../shared/calendar-session';
import { bookableDays, practiceZone, type BusyInterval } from '../availability';
import type { ConsultationQueries, Period } from '../consultation-queries';
import type { ConsultationsPorts } from '../ports';
import type { ScheduleStore } from '../schedule-store';
import { busyConflicts, type BusyConflict } from './busy-conflicts';
import { createBusyCalendarStore } from './busy-calendar-store';
import { busyIntervalsOffThread } from './busy-expansion-thread';
import { BusyFeedError, BusyFeedRefusedError } from './busy-feed-error';
import { acceptedFeedAddress, feedHost, type FeedAddressRule } from './feed-address';
import { defaultFeedFetchLimits, fetchFeed, type FeedFetchLimits } from './feed-fetch';

/** Busy times are read this many days beyond the booking window, so a few days of 304 answers leave no gap at its end. */
const windowMarginDays = 7;
/** At least this often the whole file is read again (no validators sent), so the window moves on with the days; and whenever the window grew beyond what was read. */
const fullFetchEveryMs = 24 * 60 * 60 * 1000;
/** How far ahead booked sessions are compared with the calendar: beyond any booking window. */
const conflictLookAheadMs = 2 * 366 * 86_400_000;

/** What the back office shows of the coach's calendar: its address (to her alone), how the last reads went, the sessions it overlaps. */
export type BusyCalendarStatus = {
  url: string | null;
  lastSuccessAt: Date | null;
  failingSince: Date | null;
  error: string | null;
  /** The file was refused for its events: not read again until she saves the address anew. */
  paused: boolean;
  conflicts: BusyConflict[];
};

export type BusyCalendar = ReturnType<typeof createBusyCalendar>;

/**
 * The coach's own calendar (Яндекс, Google: its secret iCal address) as busy times: read when she
 * saves the address and every quarter of an hour after (`jobs/busy-calendar-refresh.ts`), the
 * last good busy times kept through a dead or broken feed. Clients are offered no time they overlap.
 */
export function createBusyCalendar(
  infra: Pick<Infra, 'db' | 'logger'>,
  ports: Pick<ConsultationsPorts, 'busyCalendarAllowLocal'>,
  schedules: ScheduleStore,
  queries: ConsultationQueries,
  limits: FeedFetchLimits = defaultFeedFetchLimits,
) {
  const store = createBusyCalendarStore(infra.db);
  const log = infra.logger.child({ module: 'busy-calendar' });
  /** `BUSY_CALENDAR_ALLOW_LOCAL`: http and local addresses too (tests, development). */
  const rule: FeedAddressRule = { allowLocal: ports.busyCalendarAllowLocal };

  /** From today's Moscow midnight to the end of the booking window's last day, and a margin. */
  async function readWindow(now: Date): Promise<Period> {
    const { last } = bookableDays(await schedules.load(), now);
    return {
      from: DateTime.fromJSDate(now, { zone: practiceZone }).startOf('day').toJSDate(),
      to: last.plus({ days: 1 + windowMarginDays }).toJSDate(),
    };
  }

  /**
   * Reads the calendar once: new busy times, a 304 that keeps them, or a failure that keeps them and
   * is shown, all stamped `startedAt` (the run's one clock). A paused calendar (its file refused for
   * its events) is not read until the address is saved anew.
   */
  async function refresh(startedAt: Date): Promise<void> {
    const state = await store.load();
    if (!state.url) return;
    const url = state.url;
    const host = feedHost(url);
    if (state.paused) {
      log.info({ host, problem: state.lastError }, 'busy calendar not read: paused until the coach saves its address again');
      return;
    }
    const window = await readWindow(startedAt);
    const full =
      state.lastFullFetchAt === null ||
      startedAt.getTime() - state.lastFullFetchAt.getTime() >= fullFetchEveryMs ||
      state.coveredUntil === null ||
      // A longer booking window than the stored busy times cover: the whole file again, not a 304.
      window.to.getTime() - windowMarginDays * 86_400_000 > state.coveredUntil.getTime();
    try {
      const answer = await fetchFeed(url, full ? { etag: null, lastModified: null } : state.validators, rule, limits);
      if (answer.kind === 'not-modified') {
        await store.recordNotModified(url, startedAt);
        log.debug({ host }, 'busy calendar not modified');
        return;
      }
      const intervals = await busyIntervalsOffThread(answer.body, window);
      await store.recordRead(url, { intervals, validators: answer.validators, coveredUntil: window.to, at: startedAt });
      log.info({ host, intervals: intervals.length, bytes: answer.body.length }, 'busy calendar read');
    } catch (error) {
      if (!(error instanceof BusyFeedError)) throw error;
      const paused = error instanceof BusyFeedRefusedError;
      await store.recordFailure(url, { error: error.message, paused, at: startedAt });
      const cause = error.cause instanceof Error ? { name: error.cause.name, message: error.cause.message, code: 'code' in error.cause ? error.cause.code : undefined } : undefined;
      log.warn({ host, problem: error.message, cause, paused, failingSince: state.failingSince ?? startedAt }, 'busy calendar unavailable: the last good busy times stay');
    }
  }

  async function externalBusyIntervals(period: Period): Promise<BusyInterval[]> {
    const state = await store.load();
    if (!state.url) return [];
    return state.intervals.filter((interval) => interval.start < period.to && interval.end > period.from);
  }

  return {
    /** The busy times of her calendar that overlap the period (none without an address). */
    externalBusyIntervals,

    refresh,

    /**
     * Saves the address the coach typed (null or empty removes it, and with it every busy time) and
     * reads it at once, a paused one too; a problem with the address itself (a host name that
     * resolves into a local network among them) is returned, nothing saved.
     */
    async connect(typed: string | null, now: Date): Promise<{ problem: string } | undefined> {
      const trimmed = typed?.trim() ?? '';
      if (trimmed === '') {
        await store.saveUrl(null);
        log.info('busy calendar removed');
        return undefined;
      }
      const normalized = await acceptedFeedAddress(trimmed, rule);
      if ('problem' in normalized) return normalized;
      await store.saveUrl(normalized.address);
      log.info({ host: feedHost(normalized.address) }, 'busy calendar address saved');
      await refresh(now);
      return undefined;
    },

    /** How reading the calendar goes, and the sessions from `from` on that it overlaps. */
    async status(from: Date): Promise<BusyCalendarStatus> {
      const state = await store.load();
      const sessions = state.url ? await queries.live({ from, to: new Date(from.getTime() + conflictLookAheadMs) }) : [];
      // A session is as long in this comparison as in the coach's own calendar (the feed's events).
      const withEnds = sessions.map((session) => ({ id: session.id, start: session.start, end: sessionEnd(session), email: session.email, name: session.name }));
      return {
        url: state.url,
        lastSuccessAt: state.lastSuccessAt,
        failingSince: state.failingSince,
        error: state.lastError,
        paused: state.paused,
        conflicts: busyConflicts(withEnds, state.intervals),
      };
    },
  };
}
