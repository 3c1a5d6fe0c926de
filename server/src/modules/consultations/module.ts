import { busyCalendarRefreshJob, scheduleBusyCalendarRefresh } from './jobs/busy-calendar-refresh';
import { bookingLapseMailJob } from './jobs/booking-lapse-mail';
import { seriesCheckJob } from './jobs/series-check';
import { sessionCalendarMailJob } from './jobs/session-calendar-mail';
import { sessionReminderMailJob } from './jobs/session-reminder-mail';
import { waitlistMailJobs } from './jobs/waitlist-mail';
import type { RequestMetadata } from '../../eventstore/decider';
import type { Infra } from '../../infra';
import type { Catalog } from '../catalog/catalog';
import type { ConsentAtUse } from '../consents/consent-at-use';
import type { Users } from '../users/users';
import { createBusyCalendar } from './busy-calendar/busy-calendar';
import { createBusyTimes } from './busy-times';
import { createCalendarFeed } from './calendar-feed';
import { createConsultationQueries } from './consultation-queries';
import { createConsultations } from './consultations';
import { consultationHandlers, type SessionRooms } from './handlers';
import { createScheduleChanges } from './schedule-changes';
import { createScheduleStore } from './schedule-store';
import { seriesHandlers } from './series-handlers';
import { createSessionNotices, type SessionNotices } from './session-notices';
import { createSessionSeries } from './session-series';
import { createWaitlist, type Waitlist } from './waitlist';

type FeedRooms = Parameters<typeof createCalendarFeed>[0];

/** What the sessions ask of other modules, each a named port. */
export type ConsultationsPorts = {
  users: Users;
  catalog: Catalog;
  /** The sessions' video rooms (`modules/rooms`): every page, mail and feed takes its link from `meetingLinkFor`. */
  rooms: SessionRooms & { meetingLinkFor: FeedRooms['meetingLinkFor'] };
  /** Other modules following the sessions' notices (the rooms, the intake's reminders). */
  followingSessions: (notices: SessionNotices) => SessionNotices;
  /** The coach told when a client joins the waitlist (`modules/coach-notifications`). */
  announcingWaitlistJoins: (waitlist: Waitlist) => Waitlist;
  /** A session was given (marked held or a no-show): its prepayment settled, the invitations that follow it. */
  sessionGiven: (consultationId: number, metadata: RequestMetadata) => Promise<void>;
  /** Kopecks left on the client's amount gift certificates (`modules/gift-certificates`). */
  giftBalanceKopecks: (userId: string) => Promise<number>;
  consentAtUse: ConsentAtUse;
  /** `BUSY_CALENDAR_ALLOW_LOCAL`: the coach's calendar may live on a local network (tests). */
  busyCalendarAllowLocal: boolean;
};

export type ConsultationsModule = ReturnType<typeof createConsultationsModule>;

/**
 * The sessions, wired: the schedule, the busy times (with the coach's own calendar), the session
 * mails, the waitlist, the series, their handlers and jobs, and the ports other modules take (the
 * workflows, the queries, a session as its client's mails show it).
 */
export function createConsultationsModule(infra: Infra, ports: ConsultationsPorts) {
  const { db, store, jobs, writes, now, logger } = infra;
  const schedules = createScheduleStore(db);
  const queries = createConsultationQueries(db);
  // The coach's own calendar (its secret iCal address): its busy times join the sessions' in one list.
  const busyCalendar = createBusyCalendar({ db, schedules, queries, rule: { allowLocal: ports.busyCalendarAllowLocal }, logger });
  const busyCalendarRefresh = busyCalendarRefreshJob({ refresh: (at) => busyCalendar.refresh(at), jobs, logger });
  const busyTimes = createBusyTimes({ queries, writes, externalBusyIntervals: (period) => busyCalendar.externalBusyIntervals(period) });
  /** A session as its client's mails show it: with her link to its room. */
  const clientSession = async (consultationId: number) => {
    const session = await queries.byId(consultationId);
    return session && { ...session, meetingUrl: await ports.rooms.meetingLinkFor(session, 'client') };
  };
  const sessionMailDeps = {
    mailer: infra.mailerFor('session-mail'),
    publicUrl: infra.publicUrl,
    coach: infra.coach,
    organizer: infra.organizer,
    logger,
    loadSession: clientSession,
  };
  const sessionCalendarMail = sessionCalendarMailJob(sessionMailDeps);
  const sessionReminderMail = sessionReminderMailJob(sessionMailDeps);
  const bookingLapseMail = bookingLapseMailJob(sessionMailDeps);
  const waitlist = ports.announcingWaitlistJoins(createWaitlist({ db, schedules, queries, busyTimes }));
  const waitlistMail = waitlistMailJobs({
    mailer: infra.mailerFor('waitlist-mail'),
    jobs,
    publicUrl: infra.publicUrl,
    coach: infra.coach,
    logger,
    waitlist: { freeTimes: (day, at) => waitlist.freeTimes(day, at), waiting: (day) => waitlist.waiting(day) },
    loadSession: clientSession,
  });
  const notices = ports.followingSessions(
    createSessionNotices({ jobs, calendarMail: sessionCalendarMail, reminderMail: sessionReminderMail, waitlistMail: waitlistMail.notice, lapseMail: bookingLapseMail }),
  );
  const consultations = createConsultations({ db, store, notices });
  const seriesCheck = seriesCheckJob({ series: { abandonIncomplete: (payload, metadata) => sessionSeries.abandonIncomplete(payload, metadata) } });
  const sessionSeries = createSessionSeries({
    consultations,
    schedules,
    queries,
    busyTimes,
    jobs,
    checkJob: seriesCheck,
    consultationType: async (typeId) => (await ports.catalog.consultationTypes()).find((type) => type.id === typeId),
    logger,
  });
  return {
    consultations,
    queries,
    schedules,
    busyTimes,
    busyCalendar,
    clientSession,
    /** The client a session is booked for; undefined for an unknown session. */
    clientOf: async (consultationId: number) => (await queries.byId(consultationId))?.userId,
    jobs: [sessionCalendarMail, sessionReminderMail, bookingLapseMail, waitlistMail.notice, waitlistMail.offer, seriesCheck, busyCalendarRefresh],
    handlers: consultationHandlers({
      consultations,
      queries,
      schedules,
      scheduleChanges: createScheduleChanges({ store, schedules, queries }),
      calendarFeed: createCalendarFeed({ db, appSecret: infra.appSecret, publicUrl: infra.publicUrl, meetingLinkFor: (session, participant) => ports.rooms.meetingLinkFor(session, participant) }),
      waitlist,
      rooms: ports.rooms,
      users: ports.users,
      catalog: ports.catalog,
      busyTimes,
      busyCalendar,
      writes,
      giftBalanceKopecks: ports.giftBalanceKopecks,
      sessionGiven: ports.sessionGiven,
    }),
    seriesHandlers: seriesHandlers({ series: sessionSeries, users: ports.users, consentAtUse: ports.consentAtUse }),
    /** The quarter-hourly reading of the coach's own calendar (workers role). */
    start: () => scheduleBusyCalendarRefresh(jobs, busyCalendarRefresh, now()),
  };
}
