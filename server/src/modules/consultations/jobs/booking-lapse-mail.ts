import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { bookingLapseMailPayload, type BookingLapseMailPayload } from '../../../jobs/payloads';
import { bookingLapsedMail } from '../../../mail/session-mails';
import type { SessionMailDeps } from './session-calendar-mail';

/**
 * Tells the client her unpaid booking lapsed at its payment deadline («Бронь снята: оплата не
 * поступила»), with its time on her clock and a link to book again. Queued once per session
 * (`booking-lapse-{consultationId}`) when the lapse cancels it.
 */
export function bookingLapseMailJob(deps: Pick<SessionMailDeps, 'mailer' | 'publicUrl' | 'coach' | 'logger' | 'loadSession'>): JobDefinition<BookingLapseMailPayload> {
  return defineJob('booking-lapse-mail', bookingLapseMailPayload, { attempts: 8, backoffMs: 2000 }, async ({ consultationId }) => {
    const session = await deps.loadSession(consultationId);
    // The read model may lag a moment behind the cancellation that queued this job: retry.
    if (session?.status !== 'cancelled') throw new Error(`Lapsed session ${consultationId} is not cancelled in the read model yet`);
    // Erased meanwhile (the client deleted her account): there is nobody to mail any more.
    if (!session.email) {
      deps.logger.info({ consultationId }, 'lapsed booking of an erased account; no mail');
      return;
    }
    const mail = bookingLapsedMail({ start: session.start, recipientName: session.name, timeZone: session.timeZone ?? null }, deps.publicUrl, await deps.coach());
    await deps.mailer.send({ to: session.email, ...mail });
  });
}
