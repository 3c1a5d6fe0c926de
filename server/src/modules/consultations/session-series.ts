import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { JobDefinition } from '../../adapters/queue/job-queue';
import { DomainError, type RequestMetadata } from '../../eventstore/decider';
import type { Infra } from '../../infra';
import type { SeriesCheckPayload } from '../../jobs/payloads';
import { plural } from '../../shared/russian-plural';
import { bookableDays, practiceZone } from './availability';
import { bookingRefusal, type BusyTimes } from './busy-times';
import type { ConsultationQueries } from './consultation-queries';
import { prepaidHoldMs, type Consultations } from './consultations';
import type { ConsultationsPorts } from './ports';
import type { ScheduleStore } from './schedule-store';

/** «Каждую неделю» or «каждые две недели», `count` sessions from `first`, paid by package credits. */
export type SeriesRequest = { userId: string; typeId: number; first: Date; everyWeeks: 1 | 2; count: number; skipTaken: boolean };

/** One date of a series: free, or why not (taken, a day off, beyond the booking window). */
export type SeriesDate = { start: Date; free: boolean; reason?: string };

export type SeriesPlan = {
  /** Every date looked at, in order: with `skipTaken`, the taken ones passed over too. */
  dates: SeriesDate[];
  /** The dates the series books (the first `count` free ones), or undefined when it cannot be booked. */
  chosen: Date[] | undefined;
  credits: number;
  /** Why the series cannot be booked as asked (Russian), with the taken dates to name. */
  problem?: { detail: string; takenDates: Date[] };
};

export type SeriesBooked = { seriesId: string; sessions: Array<{ consultationId: number; start: Date }>; skipped: Date[] };

/** When the series is looked at again: after every hold of its first step has lapsed. */
export const seriesCheckDelayMs = 2 * prepaidHoldMs;

const moscowText = (start: Date) => DateTime.fromJSDate(start, { zone: practiceZone }).setLocale('ru').toFormat('dd.MM.yyyy HH:mm');

/** The series' conflict: 409 with the taken dates, so the page can mark them. */
const seriesConflict = (detail: string, takenDates: readonly Date[]) =>
  new DomainError('conflict', detail, { taken_dates: takenDates.map((date) => date.toISOString()) });

const sessionsWord = (count: number) => plural(count, 'сессия', 'сессии', 'сессий');

/**
 * A series of sessions paid by package credits, booked all or none. The event store appends one
 * stream at a time (EventStoreDB has no transaction across streams either), so «all or none» is a
 * compensating process over the ordinary prepaid booking (`Consultations.holdPrepaid` and
 * `completePrepaid`, the same steps a single session takes):
 *
 * 1. every slot is held in date order with the short prepaid hold; a slot taken meanwhile gives
 *    back the ones held before it and refuses the series naming that date. Nothing is spent yet,
 *    and a crash here leaves only holds that lapse by themselves (`slot-decider.ts`).
 * 2. a delayed job (`seriesCheckDelayMs`, kept in the job queue across restarts) is enqueued with
 *    the series' session ids before anything is spent;
 * 3. each session is completed: a credit spent, the session booked with its series, the slot
 *    confirmed. A failure here cancels the sessions already booked (their credits come back), returns
 *    the credit spent for the failing one and gives back the remaining holds. A crash here is what the
 *    job undoes: when it finds a session of the series never booked, it cancels the booked ones the
 *    same way and returns the credit a crash between the spend and the booking left spent
 *    (`abandonIncomplete`), so the series ends all or none.
 */
export function createSessionSeries(
  infra: Pick<Infra, 'jobs' | 'logger'>,
  /** `catalog`: the consultation type, when it exists: a series is of single sessions on sale. */
  ports: Pick<ConsultationsPorts, 'catalog'>,
  consultations: Consultations,
  schedules: ScheduleStore,
  queries: ConsultationQueries,
  /** The rule a single booking follows too: in the schedule, and the session with the buffer after it overlaps no busy time. */
  busyTimes: Pick<BusyTimes, 'checkBookable'>,
  /** Looks once more at a series after its holds would have lapsed: `abandonIncomplete` undoes one a crash left half-booked. */
  checkJob: JobDefinition<SeriesCheckPayload>,
) {
  const consultationType = async (typeId: number) => (await ports.catalog.consultationTypes()).find((type) => type.id === typeId);

  /** The series' dates: every `everyWeeks` weeks at the same Moscow time as the first. */
  function dateAt(first: Date, everyWeeks: number, index: number): Date {
    return DateTime.fromJSDate(first, { zone: practiceZone }).plus({ weeks: everyWeeks * index }).toJSDate();
  }

  async function plan(request: SeriesRequest, now: Date): Promise<SeriesPlan> {
    const type = await sessionTypeOf(request);
    const schedule = await schedules.load();
    const lastDay = bookableDays(schedule, now).last.plus({ days: 1 }).toJSDate();
    // Without skipping, exactly `count` dates; with it, as many as the booking window holds. The first is always looked at.
    const dates: Date[] = [];
    for (let index = 0; ; index++) {
      const start = dateAt(request.first, request.everyWeeks, index);
      if (index > 0 && (request.skipTaken ? start >= lastDay : index >= request.count)) break;
      dates.push(start);
    }
    const last = dates.at(-1) ?? request.first;
    const taken = new Set(
      (await queries.bookedSlots({ from: request.first, to: new Date(last.getTime() + 60_000) })).map((slot) => slot.start.getTime()),
    );
    const looked: SeriesDate[] = [];
    const chosen: Date[] = [];
    for (const [index, start] of dates.entries()) {
      if (chosen.length === request.count) break;
      // The rule a single booking of this time follows: the schedule, the slot itself, the busy times around it.
      const problem = await busyTimes.checkBookable(schedule, { start, durationMinutes: type.durationMinutes, taken: taken.has(start.getTime()) }, now);
      // A first date outside the schedule refuses the series (400); a later one is only passed over.
      if (problem?.kind === 'invalid' && index === 0) throw bookingRefusal(problem);
      looked.push(problem ? { start, free: false, reason: problem.reason } : { start, free: true });
      if (!problem) chosen.push(start);
    }
    const credits = await consultations.creditsLeft(request.userId);
    const takenDates = looked.filter((date) => !date.free).map((date) => date.start);
    const problem = problemOf(request, chosen, takenDates, credits);
    return { dates: looked, chosen: problem ? undefined : chosen, credits, ...(problem ? { problem } : {}) };
  }

  function problemOf(request: SeriesRequest, chosen: Date[], takenDates: Date[], credits: number): SeriesPlan['problem'] {
    // Too few package sessions first: no choice of dates would help.
    if (credits < request.count) {
      return {
        detail: `В пакете ${plural(credits, 'осталась', 'осталось', 'осталось')} ${credits} ${sessionsWord(credits)}, а в серии ${request.count}. Уменьшите число сессий или купите пакет.`,
        takenDates: [],
      };
    }
    if (!request.skipTaken && takenDates.length > 0) {
      return {
        detail: `Серию нельзя записать целиком: ${takenDates.length === 1 ? 'занята дата' : 'заняты даты'} ${takenDates.map(moscowText).join(', ')}. Выберите другое время или запишите серию в обход занятых дат.`,
        takenDates,
      };
    }
    if (chosen.length < request.count) {
      return {
        detail: `В пределах окна записи свободных дат только ${chosen.length} из ${request.count}. Уменьшите число сессий или выберите другое время.`,
        takenDates,
      };
    }
    return undefined;
  }

  /**
   * The type whose length the series' dates are checked with: the package's own that pays its first
   * session (each session is then booked as the type of the package its credit comes from). A series
   * is asked for as a single session or as that package's type.
   */
  async function sessionTypeOf(request: SeriesRequest) {
    const creditType = await consultations.nextCreditType(request.userId);
    const ofPackage = creditType === undefined ? undefined : await consultationType(creditType);
    if (ofPackage && request.typeId === ofPackage.id) return ofPackage;
    const asked = await typeOf(request.typeId);
    return ofPackage ?? asked;
  }

  async function typeOf(typeId: number) {
    const type = await consultationType(typeId);
    if (!type) throw new DomainError('invalid', 'Такого вида консультации нет.');
    if (!type.onSale) throw new DomainError('invalid', 'Этот вид консультации сейчас не продаётся.');
    if (type.sessions !== 1) throw new DomainError('invalid', 'Серию можно записать только из отдельных сессий, а не из пакета.');
    return type;
  }

  /**
   * Gives back one session of a series that is not booked in full, whatever step it reached: a booked
   * one is cancelled (its credit returned, its slot freed); one never booked gets back the credit
   * spent for it, if any, and its hold when its time is known (the check's holds have lapsed by then).
   */
  async function giveBack(userId: string, session: { consultationId: number; start?: Date }, metadata: RequestMetadata) {
    const { consultationId, start } = session;
    if ((await consultations.loadConsultation(consultationId)).status !== 'none') {
      await consultations.cancel(consultationId, 'system', 'payment-canceled', metadata);
      return;
    }
    await consultations.returnUnbookedCredit(userId, consultationId, metadata);
    if (start) await consultations.releaseHold(start, consultationId, metadata);
  }

  /** Gives back every session a refused series holds or booked so far; every failure is logged, none hides the first error. */
  async function undo(userId: string, sessions: ReadonlyArray<{ consultationId: number; start: Date }>, metadata: RequestMetadata) {
    for (const session of sessions) {
      try {
        await giveBack(userId, session, metadata);
      } catch (error) {
        infra.logger.error({ err: error, consultationId: session.consultationId }, 'A session of a refused series could not be given back; the series check job retries');
      }
    }
  }

  return {
    plan,

    async book(request: SeriesRequest, metadata: RequestMetadata): Promise<SeriesBooked> {
      const planned = await plan(request, metadata.now);
      if (!planned.chosen) {
        const problem = planned.problem ?? { detail: 'Серию нельзя записать.', takenDates: [] };
        throw seriesConflict(problem.detail, problem.takenDates);
      }
      const { typeId } = request;
      const seriesId = randomUUID();
      const { userId } = request;

      // 1. Every slot held, in date order; a taken one gives back those held before it.
      const held: Array<{ consultationId: number; start: Date }> = [];
      for (const start of planned.chosen) {
        try {
          held.push({ start, consultationId: await consultations.holdPrepaid({ userId, start, typeId }, metadata) });
        } catch (error) {
          await undo(userId, held, metadata);
          if (error instanceof DomainError && error.kind === 'conflict') {
            throw seriesConflict(`Серию нельзя записать целиком: время ${moscowText(start)} только что заняли. Ничего не списано — выберите другое время.`, [start]);
          }
          throw error;
        }
      }

      // 2. The check that undoes a series a crash leaves half-booked, queued before anything is spent.
      const consultationIds = held.map((hold) => hold.consultationId);
      try {
        await infra.jobs.enqueue(checkJob, { seriesId, userId, consultationIds }, { jobId: `series-check-${seriesId}`, delayMs: seriesCheckDelayMs });
      } catch (error) {
        await undo(userId, held, metadata);
        throw error;
      }

      // 3. Each session completed the way a single prepaid booking is; a failure undoes the series.
      const sessions: SeriesBooked['sessions'] = [];
      for (const [index, hold] of held.entries()) {
        try {
          await consultations.completePrepaid(
            { userId, start: hold.start, typeId, consultationId: hold.consultationId, series: { seriesId, number: index + 1, count: held.length } },
            { kind: 'credit' },
            metadata,
          );
          sessions.push({ consultationId: hold.consultationId, start: hold.start });
        } catch (error) {
          infra.logger.warn({ err: error, seriesId, consultationId: hold.consultationId }, 'A series failed part-way: its sessions are cancelled');
          // The failing session's credit too, when it was spent before the failure.
          await undo(userId, held, metadata);
          if (error instanceof DomainError && error.kind === 'conflict') throw seriesConflict(`Серию записать не удалось: ${error.message} Ничего не списано.`, []);
          throw error;
        }
      }
      const skipped = planned.dates.filter((date) => !date.free).map((date) => date.start);
      return { seriesId, sessions, skipped };
    },

    /**
     * The series check job: a series whose sessions were not all booked (the process stopped in
     * step 3) is undone: its booked sessions cancelled with their credits returned, the credit spent
     * for a session the crash left unbooked returned too. A complete series (even one whose sessions
     * the client cancelled since) is left alone. A failure is thrown, so the job tries again: every
     * step is safe to repeat.
     */
    async abandonIncomplete(payload: SeriesCheckPayload, metadata: RequestMetadata): Promise<'complete' | 'undone'> {
      const states = await Promise.all(payload.consultationIds.map((consultationId) => consultations.loadConsultation(consultationId)));
      if (states.every((state) => state.status !== 'none')) return 'complete';
      infra.logger.warn({ seriesId: payload.seriesId, userId: payload.userId }, 'A series was left half-booked: its sessions are cancelled');
      for (const consultationId of payload.consultationIds) await giveBack(payload.userId, { consultationId }, metadata);
      return 'undone';
    },
  };
}

export type SessionSeries = ReturnType<typeof createSessionSeries>;
