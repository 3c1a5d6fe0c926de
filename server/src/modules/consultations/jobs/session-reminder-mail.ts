import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { sessionReminderMail } from '../../../mail/session-mails';
import type { SessionMailDeps } from './session-calendar-mail';
import { sessionReminderPayload, type SessionReminderPayload } from '../../../jobs/payloads';

/**
 * Reminds the client of her session 24 hours and 1 hour before it. A reminder planned for an
 * earlier time of the session (it moved since) or for a cancelled session is dropped here even if
 * its job was not cancelled, so it is never sent for the wrong time.
 */
export function sessionReminderMailJob(deps: Omit<SessionMailDeps, 'organizer'>): JobDefinition<SessionReminderPayload> {
  return defineJob('session-reminder-mail', sessionReminderPayload, { attempts: 5, backoffMs: 2000 }, async ({ consultationId, sequence, lead }, { now }) => {
    const session = await deps.loadSession(consultationId);
    if (!session || session.sequence < sequence) throw new Error(`Session ${consultationId} at sequence ${sequence} is not in the read model yet`);
    if (session.status !== 'paid' || session.sequence !== sequence) {
      deps.logger.info({ consultationId, sequence, lead, status: session.status }, 'session cancelled or moved; reminder dropped');
      return;
    }
    // Run late (the workers were down until after the start): a reminder now would only confuse.
    if (now.getTime() >= session.start.getTime()) {
      deps.logger.warn({ consultationId, lead }, 'reminder came due only after the session started; not sent');
      return;
    }
    if (!session.email) return;
    const calendarSession = { consultationId, start: session.start, sequence, meetingUrl: session.meetingUrl, durationMinutes: session.durationMinutes, recipientName: session.name, timeZone: session.timeZone ?? null };
    await deps.mailer.send({ to: session.email, ...sessionReminderMail(lead, calendarSession, deps.publicUrl, await deps.coach()) });
  });
}
