import { presentPayment } from '../purchases/payment-details';
import type { SessionUser } from '../../http/app-state';
import { commandMetadata } from '../../http/command-metadata';
import { requireSuperuser } from '../../http/authorization';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { HandlerGroup } from '../../http/handler-types';
import type { Users } from '../users/users';
import { freeConsultationDays, parseUtcMinute, unbookableReason, type Schedule } from './availability';
import type { Consultations } from './consultations';
import type { ConsultationQueries, ConsultationView, Period } from './consultation-queries';
import type { CalendarFeed } from './calendar-feed';
import type { ScheduleStore } from './schedule-store';
import { moscowDate, type Waitlist } from './waitlist';

export type ConsultationsDeps = {
  booking: Consultations;
  queries: ConsultationQueries;
  schedules: ScheduleStore;
  calendarFeed: CalendarFeed;
  waitlist: Waitlist;
  users: Users;
  now: () => Date;
  waitForPosition: (position: bigint) => Promise<void>;
};

type BookingOperation =
  | 'listConsultations'
  | 'createConsultation'
  | 'updateConsultation'
  | 'cancelConsultation'
  | 'rescheduleConsultation'
  | 'markConsultationOutcome'
  | 'listWaitlist'
  | 'joinWaitlist'
  | 'leaveWaitlist'
  | 'listBookedSlots'
  | 'listConsultationDays'
  | 'getConsultationCredits'
  | 'getSchedule'
  | 'updateSchedule'
  | 'rotateCalendarFeed'
  | 'getCalendarFeed';

/** At most a year per request, so a period query stays cheap. */
const maxPeriodMs = 366 * 86_400_000;

export function parsePeriod(query: { start: string; end: string }): Period {
  const from = parseUtcMinute(query.start);
  const to = parseUtcMinute(query.end);
  if (!from || !to) throw badRequest('Период задаётся в формате YYYY-MM-DD HH:mm (UTC).');
  if (to <= from || to.getTime() - from.getTime() > maxPeriodMs) throw badRequest('Конец периода должен быть позже начала, период — не длиннее года.');
  return { from, to };
}

function toConsultation(view: ConsultationView) {
  return {
    id: view.id,
    date: view.start.toISOString(),
    description: view.description,
    is_paid: view.isPaid,
    payment: view.payment ? presentPayment(view.payment) : null,
    user: { id: view.userId, email: view.email },
    meeting_url: view.meetingUrl,
    outcome: view.outcome,
  };
}

function toSchedule(schedule: Schedule, meetingUrl: string | null, calendarFeedUrl: string) {
  return {
    daily_times: [...schedule.dailyTimes],
    blocked_days: [...schedule.blockedDays],
    booking_window_days: schedule.bookingWindowDays,
    meeting_url: meetingUrl,
    calendar_feed_url: calendarFeedUrl,
  };
}

export function bookingHandlers(deps: ConsultationsDeps): HandlerGroup<BookingOperation> {
  /** A session the user may see: her own, or any for the coach; 404 otherwise (no hint that it exists). */
  async function visibleSession(id: number, user: SessionUser): Promise<ConsultationView> {
    const session = await deps.queries.byId(id);
    if (!session || session.status === 'cancelled' || (!user.isSuperuser && session.userId !== user.id)) throw notFound('Сессия не найдена.');
    return session;
  }

  async function currentSchedule(calendarFeedUrl?: string) {
    return toSchedule(await deps.schedules.load(), await deps.schedules.meetingUrl(), calendarFeedUrl ?? (await deps.calendarFeed.url()));
  }

  async function settled<T>(appended: { position: bigint } | undefined, then: () => Promise<T>): Promise<T> {
    if (appended) await deps.waitForPosition(appended.position);
    return then();
  }

  return {
    async listConsultations({ query, user }) {
      const sessions = await deps.queries.live(parsePeriod(query), user.isSuperuser ? undefined : user.id);
      return sessions.map(toConsultation);
    },

    async createConsultation({ body, user, ctx }) {
      requireSuperuser(user);
      const start = parseUtcMinute(body.date) ?? new Date(body.date);
      if (Number.isNaN(start.getTime())) throw badRequest('Дата сессии задаётся в формате YYYY-MM-DD HH:mm (UTC).');
      const reason = unbookableReason(await deps.schedules.load(), start, deps.now());
      if (reason) throw badRequest(reason);
      const client = await deps.users.findById(body.user);
      if (!client) throw badRequest('Клиент не найден.');
      const metadata = commandMetadata(ctx.state, user.id);
      const booked = await deps.booking.bookPrepaid({ userId: client.id, start, typeId: 1 }, { kind: 'arranged' }, metadata);
      if (body.description) await deps.booking.writeSummary(booked.consultationId, body.description, metadata);
      return settled(booked.appended, async () => toConsultation(await visibleSession(booked.consultationId, user)));
    },

    async updateConsultation({ params, body, user, ctx }) {
      requireSuperuser(user);
      await visibleSession(params.id, user);
      // The summary and the session's own room change here; a session moves through rescheduleConsultation.
      const metadata = commandMetadata(ctx.state, user.id);
      const room = body.meeting_url === undefined ? undefined : await deps.booking.setMeetingRoom(params.id, body.meeting_url, metadata);
      const summary = await deps.booking.writeSummary(params.id, body.description, metadata);
      return settled(summary ?? room, async () => toConsultation(await visibleSession(params.id, user)));
    },

    async cancelConsultation({ params, user, ctx }) {
      const session = await visibleSession(params.id, user);
      const by = user.isSuperuser && session.userId !== user.id ? 'coach' : 'client';
      const appended = await deps.booking.cancel(params.id, by, by === 'coach' ? 'cancelled-by-coach' : 'cancelled-by-client', commandMetadata(ctx.state, user.id));
      return settled(appended, async () => ({ result: true, message: 'Сессия отменена.' }));
    },

    async rescheduleConsultation({ params, body, user, ctx }) {
      const session = await visibleSession(params.id, user);
      const to = parseUtcMinute(body.date);
      if (!to) throw badRequest('Новое время сессии задаётся в формате YYYY-MM-DD HH:mm (UTC).');
      const by = user.isSuperuser && session.userId !== user.id ? 'coach' : 'client';
      // The same slots a new booking may take: in the schedule, not a day off, inside the booking window.
      const reason = unbookableReason(await deps.schedules.load(), to, deps.now());
      if (reason) throw badRequest(reason);
      const appended = await deps.booking.reschedule(params.id, to, by, commandMetadata(ctx.state, user.id));
      return settled(appended, async () => toConsultation(await visibleSession(params.id, user)));
    },

    async markConsultationOutcome({ params, body, user, ctx }) {
      requireSuperuser(user);
      await visibleSession(params.id, user);
      const appended = await deps.booking.markOutcome(params.id, body.outcome, commandMetadata(ctx.state, user.id));
      return settled(appended, async () => toConsultation(await visibleSession(params.id, user)));
    },

    async listWaitlist({ user }) {
      return { days: await deps.waitlist.daysOf(user.id) };
    },

    async joinWaitlist({ body, user }) {
      if (body.day <= moscowDate(deps.now())) throw badRequest('Ждать можно только день, который ещё впереди.');
      if ((await deps.schedules.load()).blockedDays.has(body.day)) throw badRequest('В этот день сессий нет: выберите другой.');
      if ((await deps.waitlist.freeTimes(body.day)).length > 0) throw badRequest('В этот день есть свободное время — запишитесь сразу.');
      await deps.waitlist.join(user.id, body.day);
      return { days: await deps.waitlist.daysOf(user.id) };
    },

    async leaveWaitlist({ params, user }) {
      await deps.waitlist.leave(user.id, params.day);
      return { days: await deps.waitlist.daysOf(user.id) };
    },

    async listBookedSlots({ query }) {
      const slots = await deps.queries.bookedSlots(parsePeriod(query));
      return slots.map((slot) => ({ date: slot.start.toISOString(), is_paid: slot.isPaid }));
    },

    async listConsultationDays({ query }) {
      const period = parsePeriod(query);
      const taken = new Set((await deps.queries.bookedSlots(period)).map((slot) => slot.start.getTime()));
      const days = freeConsultationDays(await deps.schedules.load(), period, taken, deps.now());
      return days.map((day) => ({ date: day.date, times: day.times.map((time) => ({ value: time.value, start: time.start.toISOString() })) }));
    },

    async getConsultationCredits({ user }) {
      return { balance: await deps.booking.creditBalance(user.id) };
    },

    async getSchedule({ user }) {
      requireSuperuser(user);
      return currentSchedule();
    },

    async updateSchedule({ body, user }) {
      requireSuperuser(user);
      // Without a window in the request the saved one stays (older clients send only times and days off).
      const bookingWindowDays = body.booking_window_days ?? (await deps.schedules.load()).bookingWindowDays;
      const meetingUrl = body.meeting_url === undefined ? await deps.schedules.meetingUrl() : body.meeting_url;
      await deps.schedules.save({ dailyTimes: body.daily_times, blockedDays: new Set(body.blocked_days), bookingWindowDays }, meetingUrl);
      return currentSchedule();
    },

    async rotateCalendarFeed({ user }) {
      requireSuperuser(user);
      return currentSchedule(await deps.calendarFeed.rotate());
    },

    async getCalendarFeed({ params, ctx }) {
      if (!(await deps.calendarFeed.accepts(params.token))) throw forbidden('Ссылка на календарь недействительна: возьмите новую в расписании.');
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.set('Cache-Control', 'private, no-store');
      return deps.calendarFeed.render();
    },
  };
}
