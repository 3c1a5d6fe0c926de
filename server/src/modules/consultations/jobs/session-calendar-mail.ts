import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { sessionInvitation } from '../../../mail/session-calendar';
import { sessionChangeMail } from '../../../mail/session-mails';
import { sessionCalendarMailPayload, type SessionCalendarMailPayload } from '../../../jobs/payloads';
import type { Infra, MailJobInfra } from '../../../infra';

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

/**
 * What the session mails take: the infrastructure (the organizer is read for every invitation) and
 * the session from the read model, undefined while it has not caught up.
 */
export type SessionMailDeps = MailJobInfra & Pick<Infra, 'organizer' | 'logger'> & { loadSession(consultationId: number): Promise<MailedSession | undefined> };

/**
 * Mails the client a session's invitation: `REQUEST` when booked or moved, `CANCEL` when
 * cancelled, under the session's one UID. A `REQUEST` overtaken by a later change is not sent:
 * the later change's own mail carries the current state.
 */
export function sessionCalendarMailJob(deps: SessionMailDeps): JobDefinition<SessionCalendarMailPayload> {
  return defineJob('session-calendar-mail', sessionCalendarMailPayload, { attempts: 8, backoffMs: 2000 }, async (payload, { now }) => {
    const { consultationId, sequence, change } = payload;
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
  });
}
