import { busyCalendarRefreshJob, scheduleBusyCalendarRefresh } from './jobs/busy-calendar-refresh';
import { bookingLapseMailJob } from './jobs/booking-lapse-mail';
import { seriesCheckJob } from './jobs/series-check';
import { sessionCalendarMailJob } from './jobs/session-calendar-mail';
import { sessionReminderMailJob } from './jobs/session-reminder-mail';
import { waitlistMailJobs } from './jobs/waitlist-mail';
import { mailJobInfra, type Infra } from '../../infra';
import { createBusyCalendar } from './busy-calendar/busy-calendar';
import { createBusyTimes } from './busy-times';
import { createConsultationQueries } from './consultation-queries';
import { createConsultations } from './consultations';
import { consultationHandlers } from './handlers';
import { createScheduleStore } from './schedule-store';
import { seriesHandlers } from './series-handlers';
import { createSessionNotices } from './session-notices';
import { createSessionSeries } from './session-series';
import { createWaitlist } from './waitlist';
import type { ConsultationsPorts } from './ports';

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
  const busyCalendar = createBusyCalendar(infra, ports, schedules, queries);
  const busyCalendarRefresh = busyCalendarRefreshJob({ refresh: (at) => busyCalendar.refresh(at), jobs, logger });
  const busyTimes = createBusyTimes({ queries, writes, externalBusyIntervals: (period) => busyCalendar.externalBusyIntervals(period) });
  /** A session as its client's mails show it: with her link to its room. */
  const clientSession = async (consultationId: number) => {
    const session = await queries.byId(consultationId);
    return session && { ...session, meetingUrl: await ports.rooms.meetingLinkFor(session, 'client') };
  };
  const sessionMailDeps = { ...mailJobInfra(infra, 'session-mail'), loadSession: clientSession };
  const sessionCalendarMail = sessionCalendarMailJob(sessionMailDeps);
  const sessionReminderMail = sessionReminderMailJob(sessionMailDeps);
  const bookingLapseMail = bookingLapseMailJob(sessionMailDeps);
  const waitlist = ports.announcingWaitlistJoins(createWaitlist({ db, schedules, queries, busyTimes }));
  const waitlistMail = waitlistMailJobs({ ...mailJobInfra(infra, 'waitlist-mail'), waitlist, loadSession: clientSession });
  const notices = ports.followingSessions(
    createSessionNotices({ jobs, calendarMail: sessionCalendarMail, reminderMail: sessionReminderMail, waitlistMail: waitlistMail.notice, lapseMail: bookingLapseMail }),
  );
  const consultations = createConsultations({ db, store, notices });
  const seriesCheck = seriesCheckJob({ series: { abandonIncomplete: (payload, metadata) => sessionSeries.abandonIncomplete(payload, metadata) } });
  const sessionSeries = createSessionSeries(infra, ports, consultations, schedules, queries, busyTimes, seriesCheck);
  return {
    consultations,
    schedules,
    busyTimes,
    busyCalendar,
    clientSession,
    /** The client a session is booked for; undefined for an unknown session. */
    clientOf: async (consultationId: number) => (await queries.byId(consultationId))?.userId,
    jobs: [sessionCalendarMail, sessionReminderMail, bookingLapseMail, waitlistMail.notice, waitlistMail.offer, seriesCheck, busyCalendarRefresh],
    handlers: consultationHandlers(infra, ports, consultations, queries, schedules, waitlist, busyTimes, busyCalendar),
    seriesHandlers: seriesHandlers(ports, sessionSeries),
    /** The quarter-hourly reading of the coach's own calendar (workers role). */
    start: () => scheduleBusyCalendarRefresh(jobs, busyCalendarRefresh, now()),
  };
}
