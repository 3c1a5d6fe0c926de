import type { Mailer } from '../../../adapters/mail/mailer';
import type { JobDefinition } from '../../../adapters/queue/job-queue';
import type { Logger } from '../../../config/logger';
import { sessionInvitation, type CalendarOrganizerSource } from '../../../mail/session-calendar';
import { sessionChangeMail } from '../../../mail/session-mails';
import type { MailCoachSource } from '../../../mail/layout';
import { sessionCalendarMailPayload, type SessionCalendarMailPayload } from '../../../jobs/payloads';

/** A session as the read model shows it to its mails (the consultations module's view). */
export type MailedSession = {
  start: Date;
  status: 'booked' | 'paid' | 'cancelled';
  /** Changes since booking (moves), as the invitation counts them. */
  sequence: number;
  meetingUrl: string | null;
  /** The client's address; empty once she erased her account. */
  email: string;
  name: string | null;
  /** The client's IANA time zone; null or absent: Moscow time, as before. */
  timeZone?: string | null;
  /** Its type's length now, so the invitation ends when the session does. */
  durationMinutes: number;
};

export type SessionMailDeps = {
  mailer: Mailer;
  publicUrl: string;
  /** The coach each mail names and signs with, from the practice's current details. */
  coach: MailCoachSource;
  /** Who invites, read for every invitation: the coach may change her address in «Практика» at any time. */
  organizer: CalendarOrganizerSource;
  logger: Logger;
  /** The session from the read model; undefined while it has not caught up. */
  loadSession(consultationId: number): Promise<MailedSession | undefined>;
};

/**
 * Mails the client a session's invitation: `REQUEST` when booked or moved, `CANCEL` when
 * cancelled, under the session's one UID. A `REQUEST` overtaken by a later change is not sent:
 * the later change's own mail carries the current state.
 */
export function sessionCalendarMailJob(deps: SessionMailDeps): JobDefinition<SessionCalendarMailPayload> {
  return {
    name: 'session-calendar-mail',
    payload: sessionCalendarMailPayload,
    attempts: 8,
    backoffMs: 2000,
    async process({ consultationId, sequence, change }, { now }) {
      const session = await deps.loadSession(consultationId);
      const cancelled = session?.status === 'cancelled';
      // The read model may lag a moment behind the events that queued this job: retry.
      if (!session || (change === 'cancelled' ? !cancelled : session.sequence < sequence)) {
        throw new Error(`Session ${consultationId} at sequence ${sequence} (${change}) is not in the read model yet`);
      }
      if (change !== 'cancelled' && (cancelled || session.sequence > sequence)) {
        deps.logger.info({ consultationId, sequence, change }, 'session changed again since; its invitation is not sent');
        return;
      }
      // Erased meanwhile (the client deleted her account): there is nobody to mail any more.
      if (!session.email) return;
      const calendarSession = { consultationId, start: session.start, sequence, meetingUrl: session.meetingUrl, durationMinutes: session.durationMinutes };
      const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
      const coach = await deps.coach();
      await deps.mailer.send({
        to: session.email,
        ...sessionChangeMail(change, { ...calendarSession, recipientName: session.name, timeZone: session.timeZone ?? null }, deps.publicUrl, coach),
        calendar: {
          method,
          content: sessionInvitation(calendarSession, method, {
            publicUrl: deps.publicUrl,
            coachName: coach.name,
            organizer: await deps.organizer(),
            attendeeEmail: session.email,
            stamp: now,
          }),
        },
      });
    },
  };
}
