import { z } from 'zod';
import type { Mailer } from '../server/src/adapters/mail/mailer';
import type { JobDefinition } from '../server/src/adapters/queue/job-queue';
import type { Logger } from '../server/src/config/logger';
import type { ConsultationView } from '../server/src/modules/booking/consultation-queries';
import type { WaitlistNoticePayload } from '../server/src/modules/booking/session-notices';
import type { Waitlist } from '../server/src/modules/booking/waitlist';
import { waitlistMail } from './mail-templates/waitlist-mails';

export const waitlistMailPayload: z.ZodType<WaitlistNoticePayload> = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  consultationId: z.int().min(1).max(2_147_483_647),
  start: z.iso.datetime(),
});

/**
 * Tells everyone waiting for a day that a time on it came free, all at once: the first to book it
 * wins (the slot's stream decides). Nothing is sent when the day is full again by the time it runs.
 */
export function waitlistMailJob(deps: {
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  waitlist: Waitlist;
  loadSession(consultationId: number): Promise<ConsultationView | undefined>;
}): JobDefinition<WaitlistNoticePayload> {
  return {
    name: 'waitlist-mail',
    payload: waitlistMailPayload,
    attempts: 5,
    backoffMs: 2000,
    async process({ day, consultationId, start }, { jobId }) {
      const session = await deps.loadSession(consultationId);
      // The read model may lag a moment behind the release that queued this job: retry.
      if (!session || (session.status !== 'cancelled' && session.start.toISOString() === start)) {
        throw new Error(`Session ${consultationId} still holds ${start} in the read model`);
      }
      const times = await deps.waitlist.freeTimes(day);
      if (times.length === 0) {
        deps.logger.info({ day, jobId }, 'the freed day is full again; nobody on the waitlist is told');
        return;
      }
      for (const client of await deps.waitlist.waiting(day)) {
        await deps.mailer.send({ to: client.email, ...waitlistMail({ day, times: times.map((time) => time.value), recipientName: client.name }, deps.publicUrl) });
      }
    },
  };
}
