import type { JobDefinition, JobQueue } from '../../adapters/queue/job-queue';
import { moscowDate } from './waitlist';
import type { BookingLapseMailPayload, SessionCalendarMailPayload, SessionReminderPayload, WaitlistNoticePayload } from '../../jobs/payloads';

/** The reminders before a session, with how long before its start each goes out. */
export const reminderLeads = { day: 24 * 3_600_000, hour: 3_600_000 } as const;
export type ReminderLead = keyof typeof reminderLeads;

export type NoticedSession = { consultationId: number; start: Date; sequence: number };

export type SessionNotices = ReturnType<typeof createSessionNotices>;

/**
 * The mails that follow a session's life, as jobs keyed by the session and its sequence: enqueueing
 * the same change twice sends one mail, and a job of an older sequence finds itself outdated
 * when it runs (the workers check), so a moved or cancelled session is never reminded of.
 */
export function createSessionNotices(deps: {
  jobs: JobQueue;
  calendarMail: JobDefinition<SessionCalendarMailPayload>;
  reminderMail: JobDefinition<SessionReminderPayload>;
  waitlistMail: JobDefinition<WaitlistNoticePayload>;
  lapseMail: JobDefinition<BookingLapseMailPayload>;
}) {
  const reminderJobId = (consultationId: number, sequence: number, lead: ReminderLead) => `session-reminder-${consultationId}-${sequence}-${lead}`;
  const calendarJobId = (payload: SessionCalendarMailPayload) => `session-calendar-${payload.consultationId}-${payload.sequence}-${payload.change}`;

  async function mailInvitation(payload: SessionCalendarMailPayload) {
    await deps.jobs.enqueue(deps.calendarMail, payload, { jobId: calendarJobId(payload) });
  }

  /** Plans the reminders still ahead of `now`; one whose time has passed (a session booked late) is not sent. */
  async function planReminders(session: NoticedSession, now: Date) {
    for (const lead of Object.keys(reminderLeads) as ReminderLead[]) {
      const delayMs = session.start.getTime() - reminderLeads[lead] - now.getTime();
      if (delayMs <= 0) continue;
      await deps.jobs.enqueue(
        deps.reminderMail,
        { consultationId: session.consultationId, sequence: session.sequence, lead },
        { jobId: reminderJobId(session.consultationId, session.sequence, lead), delayMs },
      );
    }
  }

  async function dropReminders(consultationId: number, sequence: number) {
    for (const lead of Object.keys(reminderLeads) as ReminderLead[]) {
      await deps.jobs.cancel(deps.reminderMail, reminderJobId(consultationId, sequence, lead));
    }
  }

  return {
    /**
     * The session is booked and paid for. `withInvitation` is false when the purchase's own
     * confirmation mail carries the invitation; `now` is the time of the booking's request or job.
     */
    async confirmed(session: NoticedSession, withInvitation: boolean, now: Date) {
      if (withInvitation) await mailInvitation({ consultationId: session.consultationId, sequence: session.sequence, change: 'booked' });
      await planReminders(session, now);
    },

    /** The session moved, or its room changed: the updated invitation, and reminders for the new sequence. */
    async changed(session: NoticedSession, previousSequence: number, change: 'moved' | 'room-changed', now: Date) {
      await dropReminders(session.consultationId, previousSequence);
      await mailInvitation({ consultationId: session.consultationId, sequence: session.sequence, change });
      await planReminders(session, now);
    },

    /** A session's slot came free (cancelled or moved away): the day's waitlist is told at once. */
    async slotFreed(freed: { start: Date; consultationId: number; sequence: number }) {
      const day = moscowDate(freed.start);
      const payload = { day, consultationId: freed.consultationId, start: freed.start.toISOString() };
      await deps.jobs.enqueue(deps.waitlistMail, payload, { jobId: `waitlist-${day}-${freed.consultationId}-${freed.sequence}` });
    },

    /** An unpaid booking lapsed at its payment deadline: its client is told once, with a link to book again. */
    async lapsed(consultationId: number) {
      await deps.jobs.enqueue(deps.lapseMail, { consultationId }, { jobId: `booking-lapse-${consultationId}` });
    },

    /** A confirmed session was cancelled (by either side): its invitation is withdrawn. */
    async cancelled(session: { consultationId: number; sequence: number; previousSequence: number }) {
      await dropReminders(session.consultationId, session.previousSequence);
      await mailInvitation({ consultationId: session.consultationId, sequence: session.sequence, change: 'cancelled' });
    },
  };
}
