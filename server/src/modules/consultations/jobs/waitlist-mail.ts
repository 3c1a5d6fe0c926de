import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import type { MailedSession } from './session-calendar-mail';
import { waitlistMail } from '../../../mail/waitlist-mails';

import { waitlistNoticePayload, type WaitlistNoticePayload } from '../../../jobs/payloads';
import type { Infra, MailJobInfra } from '../../../infra';

const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const waitlistOfferPayload = z.object({ day: day(), userId: z.string().min(1).max(100) });
type WaitlistOfferPayload = z.infer<typeof waitlistOfferPayload>;

/** One client's «Освободилось время»: its own job, so a retry never mails anyone twice. */
function waitlistOfferMailJob(deps: Parameters<typeof waitlistMailJobs>[0]): JobDefinition<WaitlistOfferPayload> {
  return defineJob('waitlist-offer-mail', waitlistOfferPayload, { attempts: 5, backoffMs: 2000 }, async ({ day, userId }, { now }) => {
    const times = await deps.waitlist.freeTimes(day, now);
    const client = (await deps.waitlist.waiting(day)).find((waiting) => waiting.userId === userId);
    // Full again, or she left the waitlist or booked that day meanwhile: nothing to offer.
    if (times.length === 0 || !client) return;
    const offered = { day, times: times.map((time) => time.value), starts: times.map((time) => time.start), timeZone: client.timeZone ?? null, recipientName: client.name };
    await deps.mailer.send({ to: client.email, ...waitlistMail(offered, deps.publicUrl, await deps.coach()) });
  });
}

/**
 * A slot came free: everyone waiting for its day is mailed at once (one job each), and the first
 * to book wins (the slot's stream decides). Nobody is told when the day is full again by then.
 */
export function waitlistMailJobs(
  deps: MailJobInfra & Pick<Infra, 'logger' | 'jobs'> & {
    /** The consultations module's waitlist: the day's free times (as of the run's `now`), and who waits for that day. */
    waitlist: {
      freeTimes(day: string, now: Date): Promise<Array<{ value: string; start: Date }>>;
      waiting(day: string): Promise<Array<{ userId: string; email: string; name: string | null; timeZone?: string | null }>>;
    };
    loadSession(consultationId: number): Promise<Pick<MailedSession, 'start' | 'status'> | undefined>;
  },
): { notice: JobDefinition<WaitlistNoticePayload>; offer: JobDefinition<WaitlistOfferPayload> } {
  const offer = waitlistOfferMailJob(deps);
  const notice = defineJob('waitlist-mail', waitlistNoticePayload, { attempts: 5, backoffMs: 2000 }, async ({ day, consultationId, start }, { jobId, now }) => {
    const session = await deps.loadSession(consultationId);
    // The read model may lag a moment behind the release that queued this job: retry.
    if (!session || (session.status !== 'cancelled' && session.start.toISOString() === start)) {
      throw new Error(`Session ${consultationId} still holds ${start} in the read model`);
    }
    if ((await deps.waitlist.freeTimes(day, now)).length === 0) {
      deps.logger.info({ day, jobId }, 'the freed day is full again; nobody on the waitlist is told');
      return;
    }
    for (const client of await deps.waitlist.waiting(day)) {
      await deps.jobs.enqueue(offer, { day, userId: client.userId }, { jobId: `${jobId}-${client.userId}` });
    }
  });
  return { notice, offer };
}
