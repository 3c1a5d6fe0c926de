import { systemMetadata } from '../../shared/system-metadata';
import { type RequestMetadata } from '../../eventstore/decider';
import { testimonialInvitationMailJob } from './jobs/testimonial-invitation-mail';
import { testimonialHandlers } from './handlers';
import { createTestimonials } from './testimonials';
import { mailJobInfra, type Infra } from '../../infra';

/** How long after the coach marks the first session held the invitation goes out. */
export const invitationDelayMs = 2 * 3_600_000;

/** The one invitation job of a client, ever. */
export const invitationJobId = (userId: string) => `testimonial-invitation-${userId}`;

/** What the testimonials ask of the users: a client's address and name. */
export type TestimonialsPorts = {
  loadClient(userId: string): Promise<{ email: string; name: string | null } | undefined>;
};

/** The clients' testimonials, wired: handlers, the invitation job, and the hook after a session is marked. */
export function createTestimonialsModule(infra: Pick<Infra, 'coach' | 'db' | 'jobs' | 'logger' | 'mailerFor' | 'now' | 'publicUrl' | 'store'>, ports: TestimonialsPorts) {
  const deps = { ...mailJobInfra(infra, 'testimonial-invitation-mail'), ...ports };
  const testimonials = createTestimonials(deps);
  const invitationMail = testimonialInvitationMailJob({
    ...deps,
    invite: (userId, consultationId, now) => testimonials.invite(userId, consultationId, systemMetadata(invitationJobId(userId), now)),
  });

  return {
    testimonials,
    handlers: testimonialHandlers({ testimonials }),
    jobs: [invitationMail],
    /** The port the account erasure takes (`withdrawOtherConsents`): her standing consent to publish, withdrawn so the ledger shows it ended. */
    async withdrawConsentOnErasure(userId: string, metadata: RequestMetadata): Promise<void> {
      await testimonials.withdrawConsent(userId, metadata);
    },
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
