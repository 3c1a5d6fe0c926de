import type { DeliveryPolicy } from '../adapters/mail/once-mailer';

/**
 * How each job's mail behaves when the job is taken over from a run that may have sent it
 * (`adapters/mail/once-mailer.ts`, `docs/event-core.md`): what must arrive is sent at least once,
 * a solicitation at most once, and the mailings that claim each mail themselves keep their claims.
 */
const policies: Readonly<Record<string, DeliveryPolicy>> = {
  'newsletter-send': 'own-claims',
  'welcome-letter-mail': 'own-claims',
  'testimonial-invitation-mail': 'at-most-once',
};

/** The policy of a job kind (its queue name): at least once unless listed. */
export const mailDeliveryPolicyOf = (queue: string): DeliveryPolicy => policies[queue] ?? 'at-least-once';
