import { z } from 'zod';
import { eventInstant, eventSchema, eventSerial, eventText, eventUserId } from '../../eventstore/event-schema';

/** How her name is shown with a published testimonial: her profile name, her initials, or no name. */
export const testimonialSignatures = ['full', 'initials', 'anonymous'] as const;
export type TestimonialSignature = (typeof testimonialSignatures)[number];

export const testimonialMinLength = 10;
export const testimonialMaxLength = 2000;

const consentDocument = z.object({ document: eventText(200), version: eventText(50) });

/** The invitation to leave a testimonial went out after her first held session: once per client, ever. */
export const TestimonialInvited = eventSchema('TestimonialInvited', z.object({ userId: eventUserId(), consultationId: eventSerial(), invitedAt: eventInstant() }));
export type TestimonialInvited = z.infer<typeof TestimonialInvited>;

/**
 * She wrote (or rewrote) her testimonial. `text` is personal data, one encrypted field (see
 * personal-data-policy.ts), erased with her account. `publicationConsent` is the document she
 * accepted to have it published, or null: then it goes to the coach privately.
 */
export const TestimonialWritten = eventSchema(
  'TestimonialWritten',
  z.object({
    userId: eventUserId(),
    text: eventText(testimonialMaxLength).min(1),
    signature: z.enum(testimonialSignatures),
    publicationConsent: consentDocument.nullable(),
    writtenAt: eventInstant(),
  }),
);
export type TestimonialWritten = z.infer<typeof TestimonialWritten>;

/** The coach approved the testimonial for the landing (only one with the consent to publish). */
export const TestimonialApproved = eventSchema('TestimonialApproved', z.object({ userId: eventUserId(), approvedAt: eventInstant() }));
export type TestimonialApproved = z.infer<typeof TestimonialApproved>;

/** The coach hid the testimonial from the landing. */
export const TestimonialHidden = eventSchema('TestimonialHidden', z.object({ userId: eventUserId(), hiddenAt: eventInstant() }));
export type TestimonialHidden = z.infer<typeof TestimonialHidden>;

/** She withdrew the consent to publish: the testimonial leaves the landing at once and stays private. */
export const TestimonialPublicationConsentWithdrawn = eventSchema(
  'TestimonialPublicationConsentWithdrawn',
  z.object({ userId: eventUserId(), withdrawnAt: eventInstant() }),
);
export type TestimonialPublicationConsentWithdrawn = z.infer<typeof TestimonialPublicationConsentWithdrawn>;

export const testimonialEventSchemas = [
  TestimonialInvited,
  TestimonialWritten,
  TestimonialApproved,
  TestimonialHidden,
  TestimonialPublicationConsentWithdrawn,
] as const;
export type TestimonialEvent = z.infer<(typeof testimonialEventSchemas)[number]>;

/** One client's testimonial: `testimonial-{userId}`, erased with her account. */
export const testimonialStreamId = (userId: string) => `testimonial-${userId}`;
