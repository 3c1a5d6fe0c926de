import type { components } from '../../generated/openapi';
import { presentPayment } from '../purchases/payment-details';
import type { SessionUser } from '../../http/app-state';
import { commandMetadata } from '../../http/command-metadata';
import { requireSuperuser } from '../../http/authorization';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { HandlerMap } from '../../http/handler-types';
import type { Infra } from '../../infra';
import { defaultSessionMinutes } from '../../shared/calendar-session';
import { bookingRefusal, type BusyTimes } from './busy-times';
import type { BusyCalendar } from './busy-calendar/busy-calendar';
import { busyCalendarAnswer } from './busy-calendar/busy-calendar-answer';
import { freeConsultationDays, moscowDay, parseUtcMinute, timesOn, type Schedule } from './availability';
import type { Consultations } from './consultations';
import type { ConsultationQueries, ConsultationView, Period } from './consultation-queries';
import { createCalendarFeed } from './calendar-feed';
import type { ConsultationsPorts, SessionRooms } from './ports';
import { createScheduleChanges } from './schedule-changes';
import { normalizedSchedule, scheduleProblem } from './schedule-rules';
import type { ScheduleStore } from './schedule-store';
import { createReadCache } from '../../http/read-cache';
import { moscowDate, type Waitlist } from './waitlist';

type RoomProviderKind = components['schemas']['RoomProvider'];

/** Periods of the public calendar kept at once (the weeks and months visitors look at). */
const cachedPeriods = 64;


/** How long the cabinet notes a booking that lapsed unpaid (its client was mailed at once). */
const lapseNoteMs = 86_400_000;

/** At most a year per request, so a period query stays cheap. */
const maxPeriodMs = 366 * 86_400_000;

export function parsePeriod(query: { start: string; end: string }): Period {
  const from = parseUtcMinute(query.start);
  const to = parseUtcMinute(query.end);
  if (!from || !to) throw badRequest('Период задаётся в формате YYYY-MM-DD HH:mm (UTC).');
  if (to <= from || to.getTime() - from.getTime() > maxPeriodMs) throw badRequest('Конец периода должен быть позже начала, период — не длиннее года.');
  return { from, to };
}

function toConsultation(view: ConsultationView, meetingUrl: string | null) {
  return {
    id: view.id,
    date: view.start.toISOString(),
    description: view.description,
    is_paid: view.isPaid,
    duration_minutes: view.durationMinutes,
    payment: view.payment ? presentPayment(view.payment) : null,
    user: { id: view.userId, email: view.email, name: view.name },
    meeting_url: meetingUrl,
    outcome: view.outcome,
    ...(view.awaitingPayment ? { awaiting_payment: { purchase_id: view.awaitingPayment.purchaseId, pay_by: view.awaitingPayment.payBy.toISOString() } } : {}),
    ...(view.series ? { series: view.series } : {}),
  };
}

type SchedulePlanInput = components['schemas']['SchedulePlan'];

/** The plan as the contract sends it; a weekday twice or an exception date twice is a 400. */
function fromSchedulePlan(input: SchedulePlanInput): Schedule {
  const weekdays = new Set(input.weekly_plan.map((day) => day.weekday));
  if (weekdays.size !== 7) throw badRequest('В недельном плане каждый день недели должен быть ровно один раз.');
  const dates = new Set(input.exceptions.map((exception) => exception.date));
  if (dates.size !== input.exceptions.length) throw badRequest('Каждый особый день можно задать только один раз.');
  return {
    weekly: [...input.weekly_plan].sort((a, b) => a.weekday - b.weekday).map((day) => day.times),
    exceptions: Object.fromEntries(input.exceptions.map((exception) => [exception.date, exception.times])),
    bookingWindowDays: input.booking_window_days,
    minNoticeDays: input.min_notice_days,
    ...(input.min_notice_hours === undefined || input.min_notice_hours === null ? {} : { minNoticeHours: input.min_notice_hours }),
    ...(input.buffer_minutes === undefined ? {} : { bufferMinutes: input.buffer_minutes }),
  };
}

function toSchedule(
  schedule: Schedule,
  extras: { meetingUrl: string | null; roomProvider: RoomProviderKind; configuredRoomProviders: readonly RoomProviderKind[]; calendarFeedUrl: string; outsidePlan: ConsultationView[] },
) {
  return {
    weekly_plan: schedule.weekly.map((times, index) => ({ weekday: index + 1, times: [...times] })),
    exceptions: Object.entries(schedule.exceptions).map(([date, times]) => ({ date, times: [...times] })),
    booking_window_days: schedule.bookingWindowDays,
    min_notice_days: schedule.minNoticeDays,
    min_notice_hours: schedule.minNoticeHours ?? null,
    buffer_minutes: schedule.bufferMinutes ?? 0,
    meeting_url: extras.meetingUrl,
    room_provider: extras.roomProvider,
    configured_room_providers: [...extras.configuredRoomProviders],
    calendar_feed_url: extras.calendarFeedUrl,
    bookings_outside_plan: extras.outsidePlan.map((session) => ({ id: session.id, date: session.start.toISOString(), email: session.email, name: session.name })),
  };
}

/**
 * The sessions' operations: the cabinet's and the coach's sessions, the waitlist, the public
 * calendar, the schedule and its rooms, the calendar feed and the coach's own calendar.
 */
export function consultationHandlers(
  /** `writes`: the public calendar's booked slots are kept for a moment, not across a write (`http/read-cache.ts`). */
  infra: Pick<Infra, 'appSecret' | 'db' | 'publicUrl' | 'store' | 'writes'>,
  ports: Pick<ConsultationsPorts, 'catalog' | 'giftBalanceKopecks' | 'rooms' | 'sessionGiven' | 'users'>,
  consultations: Consultations,
  queries: ConsultationQueries,
  schedules: ScheduleStore,
  waitlist: Waitlist,
  /** The sessions (and other busy times) a new or moved session must not overlap. */
  busyTimes: BusyTimes,
  /** The coach's own calendar whose events make her busy: its address, how reading it goes, the sessions it overlaps. */
  busyCalendar: Pick<BusyCalendar, 'connect' | 'status'>,
) {
  const scheduleChanges = createScheduleChanges({ store: infra.store, schedules, queries });
  /** The sessions' rooms as the handlers use them: each participant's link, the provider the coach chose. */
  const rooms: SessionRooms = ports.rooms;
  const calendarFeed = createCalendarFeed({ db: infra.db, appSecret: infra.appSecret, publicUrl: infra.publicUrl, meetingLinkFor: (session, participant) => ports.rooms.meetingLinkFor(session, participant) });
  const bookedSlots = createReadCache<string, Array<{ date: string; is_paid: boolean }>>({ generation: infra.writes, maxEntries: cachedPeriods });
  /** The booked slots of the period asked for, as every visitor's calendar shows them (a malformed period is a 400, not kept). */
  const bookedSlotsOf = (query: { start: string; end: string }) =>
    bookedSlots.get(`${query.start}\n${query.end}`, async () =>
      (await queries.bookedSlots(parsePeriod(query))).map((slot) => ({ date: slot.start.toISOString(), is_paid: slot.isPaid })),
    );
  /** A session the user may see: her own, or any for the coach; 404 otherwise (no hint that it exists). */
  async function visibleSession(id: number, user: SessionUser): Promise<ConsultationView> {
    const session = await queries.byId(id);
    if (!session || session.status === 'cancelled' || (!user.isSuperuser && session.userId !== user.id)) throw notFound('Сессия не найдена.');
    return session;
  }

  /** The session as its participant sees it, with her own link to its room (the coach's for the coach). */
  async function presented(view: ConsultationView, user: SessionUser) {
    const participant = user.isSuperuser && view.userId !== user.id ? 'coach' : 'client';
    return toConsultation(view, await rooms.meetingLinkFor(view, participant));
  }

  /** How long a session of the type lasts; a type that does not exist is a 400. */
  async function lengthOfType(typeId: number): Promise<number> {
    const type = (await ports.catalog.consultationTypes()).find((candidate) => candidate.id === typeId);
    if (!type) throw badRequest('Такой услуги нет.');
    return type.durationMinutes;
  }

  /** The schedule in effect (exceptions of days already past left out), with the upcoming bookings it no longer offers. */
  async function currentSchedule(now: Date, calendarFeedUrl?: string) {
    const schedule = normalizedSchedule(await schedules.load(), moscowDay(now));
    const answer = toSchedule(schedule, {
      meetingUrl: await schedules.meetingUrl(),
      roomProvider: await rooms.provider(),
      configuredRoomProviders: rooms.configuredProviders(),
      calendarFeedUrl: calendarFeedUrl ?? (await calendarFeed.url()),
      outsidePlan: await scheduleChanges.bookingsOutsidePlan(schedule, now),
    });
    // The coach's own calendar: its secret address and how reading it goes (this answer is hers alone).
    return { ...answer, ...busyCalendarAnswer(await busyCalendar.status(now)) };
  }

  return {
    async listConsultations({ query, user }) {
      const sessions = await queries.live(parsePeriod(query), user.isSuperuser ? undefined : user.id);
      return Promise.all(sessions.map((session) => presented(session, user)));
    },

    async createConsultation({ body, user, ctx }) {
      requireSuperuser(user);
      const start = parseUtcMinute(body.date) ?? new Date(body.date);
      if (Number.isNaN(start.getTime())) throw badRequest('Дата сессии задаётся в формате YYYY-MM-DD HH:mm (UTC).');
      const client = await ports.users.findById(body.user);
      if (!client) throw badRequest('Клиент не найден.');
      const arrangedType = (await ports.catalog.consultationTypes()).find((type) => type.id === 1);
      const durationMinutes = arrangedType?.durationMinutes ?? defaultSessionMinutes;
      const problem = await busyTimes.checkBookable(await schedules.load(), { start, durationMinutes }, ctx.state.now);
      if (problem) throw bookingRefusal(problem);
      const metadata = commandMetadata(ctx.state, user.id);
      const booked = await consultations.bookPrepaid({ userId: client.id, start, typeId: 1 }, { kind: 'arranged' }, metadata);
      if (body.description) await consultations.writeSummary(booked.consultationId, body.description, metadata);
      return presented(await visibleSession(booked.consultationId, user), user);
    },

    async updateConsultation({ params, body, user, ctx }) {
      requireSuperuser(user);
      await visibleSession(params.id, user);
      // The summary and the session's own room change here; a session moves through rescheduleConsultation.
      const metadata = commandMetadata(ctx.state, user.id);
      if (body.meeting_url !== undefined) await consultations.setMeetingRoom(params.id, body.meeting_url, metadata);
      await consultations.writeSummary(params.id, body.description, metadata);
      return presented(await visibleSession(params.id, user), user);
    },

    async cancelConsultation({ params, user, ctx }) {
      const session = await visibleSession(params.id, user);
      const by = user.isSuperuser && session.userId !== user.id ? 'coach' : 'client';
      await consultations.cancel(params.id, by, by === 'coach' ? 'cancelled-by-coach' : 'cancelled-by-client', commandMetadata(ctx.state, user.id));
      return { result: true, message: 'Сессия отменена.' };
    },

    async rescheduleConsultation({ params, body, user, ctx }) {
      const session = await visibleSession(params.id, user);
      const to = parseUtcMinute(body.date);
      if (!to) throw badRequest('Новое время сессии задаётся в формате YYYY-MM-DD HH:mm (UTC).');
      const by = user.isSuperuser && session.userId !== user.id ? 'coach' : 'client';
      // The same slots a new booking may take: in the schedule, not a day off, inside the booking window, overlapping no other session.
      const durationMinutes = (await busyTimes.lengthOf(session)) ?? defaultSessionMinutes;
      const problem = await busyTimes.checkBookable(await schedules.load(), { start: to, durationMinutes, except: session.id }, ctx.state.now);
      if (problem) throw bookingRefusal(problem);
      await consultations.reschedule(params.id, to, by, commandMetadata(ctx.state, user.id));
      return presented(await visibleSession(params.id, user), user);
    },

    async markConsultationOutcome({ params, body, user, ctx }) {
      requireSuperuser(user);
      await visibleSession(params.id, user);
      const metadata = commandMetadata(ctx.state, user.id);
      await consultations.markOutcome(params.id, body.outcome, metadata);
      await ports.sessionGiven(params.id, metadata);
      return presented(await visibleSession(params.id, user), user);
    },

    async listWaitlist({ user, ctx }) {
      return { days: await waitlist.daysOf(user.id, ctx.state.now) };
    },

    async joinWaitlist({ body, user, ctx }) {
      const { now } = ctx.state;
      if (body.day <= moscowDate(now)) throw badRequest('Ждать можно только день, который ещё впереди.');
      if (timesOn(await schedules.load(), body.day).length === 0) throw badRequest('В этот день сессий нет: выберите другой.');
      if ((await waitlist.freeTimes(body.day, now)).length > 0) throw badRequest('В этот день есть свободное время — запишитесь сразу.');
      await waitlist.join(user.id, body.day, now);
      return { days: await waitlist.daysOf(user.id, now) };
    },

    async leaveWaitlist({ params, user, ctx }) {
      await waitlist.leave(user.id, params.day);
      return { days: await waitlist.daysOf(user.id, ctx.state.now) };
    },

    async listBookedSlots({ query }) {
      return bookedSlotsOf(query);
    },

    async listConsultationDays({ query, ctx }) {
      const period = parsePeriod(query);
      const durationMinutes = query.consultation_type === undefined ? defaultSessionMinutes : await lengthOfType(query.consultation_type);
      const schedule = await schedules.load();
      const days = freeConsultationDays(schedule, period, await busyTimes.forFreeDays(period, schedule), ctx.state.now, durationMinutes);
      return days.map((day) => ({ date: day.date, times: day.times.map((time) => ({ value: time.value, start: time.start.toISOString() })) }));
    },

    async getConsultationCredits({ user, ctx }) {
      const [balance, giftKopecks] = await Promise.all([consultations.creditBalance(user.id), ports.giftBalanceKopecks(user.id, ctx.state.now)]);
      const sessionType = balance > 0 ? ((await consultations.nextCreditType(user.id)) ?? null) : null;
      return { balance, session_type: sessionType, ...(giftKopecks > 0 ? { gift_balance: giftKopecks / 100 } : {}) };
    },

    async listLapsedBookings({ user, ctx }) {
      const since = new Date(ctx.state.now.getTime() - lapseNoteMs);
      return (await queries.lapsedBookings(user.id, since)).map((lapse) => ({ date: lapse.start.toISOString(), lapsed_at: lapse.lapsedAt.toISOString() }));
    },

    async getSchedule({ user, ctx }) {
      requireSuperuser(user);
      return currentSchedule(ctx.state.now);
    },

    async updateSchedule({ body, user, ctx }) {
      requireSuperuser(user);
      const today = moscowDay(ctx.state.now);
      const requested = fromSchedulePlan(body);
      const problem = scheduleProblem(requested, today);
      if (problem) throw badRequest(problem);
      // A provider the server is not configured for is refused before anything is saved.
      if (body.room_provider !== undefined) {
        const refused = await rooms.chooseProvider(body.room_provider);
        if (refused) throw badRequest(refused);
      }
      // Without a room in the request the saved one stays (the schedule screen and the room card save separately).
      if (body.meeting_url !== undefined) await schedules.saveMeetingUrl(body.meeting_url);
      await scheduleChanges.change(normalizedSchedule(requested, today), commandMetadata(ctx.state, user.id));
      return currentSchedule(ctx.state.now);
    },

    async rotateCalendarFeed({ user, ctx }) {
      requireSuperuser(user);
      return currentSchedule(ctx.state.now, await calendarFeed.rotate());
    },

    async updateBusyCalendar({ body, user, ctx }) {
      requireSuperuser(user);
      const refused = await busyCalendar.connect(body.busy_calendar_url, ctx.state.now);
      if (refused) throw badRequest(refused.problem);
      return currentSchedule(ctx.state.now);
    },

    async getCalendarFeed({ params, ctx }) {
      if (!(await calendarFeed.accepts(params.token))) throw forbidden('Ссылка на календарь недействительна: возьмите новую в расписании.');
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.set('Cache-Control', 'private, no-store');
      return calendarFeed.render(ctx.state.now);
    },
  } satisfies Partial<HandlerMap>;
}
