import { systemMetadata } from '../../shared/system-metadata';
import type { Mailer } from '../../adapters/mail/mailer';
import type { JobQueue } from '../../adapters/queue/job-queue';
import type { Logger } from '../../config/logger';
import type { Queryable } from '../../db/database';
import { type RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { testimonialInvitationMailJob } from './jobs/testimonial-invitation-mail';
import type { MailCoachSource } from '../../mail/layout';
import { testimonialHandlers } from './handlers';
import { createTestimonials } from './testimonials';

/** How long after the coach marks the first session held the invitation goes out. */
export const invitationDelayMs = 2 * 3_600_000;

/** The one invitation job of a client, ever. */
export const invitationJobId = (userId: string) => `testimonial-invitation-${userId}`;

export type TestimonialsModule = ReturnType<typeof createTestimonialsModule>;

/** The clients' testimonials, wired: handlers, the invitation job, and the hook after a session is marked. */
export function createTestimonialsModule(deps: {
  store: EventStore;
  db: Queryable;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  coach: MailCoachSource;
  now: () => Date;
  logger: Logger;
  loadClient(userId: string): Promise<{ email: string; name: string | null } | undefined>;
}) {
  const testimonials = createTestimonials(deps);
  const invitationMail = testimonialInvitationMailJob({
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    coach: deps.coach,
    logger: deps.logger,
    loadClient: (userId) => deps.loadClient(userId),
    invite: (userId, consultationId) => testimonials.invite(userId, consultationId, systemMetadata(invitationJobId(userId), deps.now())),
  });

  return {
    testimonials,
    handlers: testimonialHandlers({ testimonials }),
    jobs: [invitationMail],
    /**
     * After the coach marked a session: a held one plans the client's invitation (one job per
     * client, so a later held session plans nothing new; the decider records it once, ever).
     */
    async sessionMarked(consultationId: number, _metadata: RequestMetadata): Promise<void> {
      const userId = await testimonials.heldSessionClient(consultationId);
      if (userId === null) return;
      await deps.jobs.enqueue(invitationMail, { userId, consultationId }, { jobId: invitationJobId(userId), delayMs: invitationDelayMs });
    },
  };
}
