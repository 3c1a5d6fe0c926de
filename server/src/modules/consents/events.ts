import { z } from 'zod';
import { eventInstant, eventSchema, eventText, eventUserId } from '../../eventstore/event-schema';

/**
 * The consents to pass her data to one processor (issue 48): the payment service, the mail
 * service, the video rooms, a messenger. A messenger's consent is also given by linking its chat
 * and withdrawn by unlinking it (`MessengerLinked`, `MessengerUnlinked`): these events are the
 * ones given or withdrawn in «Настройки» or with a purchase.
 */
export const processorPurposes = ['payment_provider', 'mail_service', 'video_rooms', 'messenger_telegram', 'messenger_max'] as const;
export const processorPurpose = z.enum(processorPurposes);
export type ProcessorPurpose = z.infer<typeof processorPurpose>;

const consentDocument = z.object({ document: eventText(200), version: eventText(50) });
/** The client's network address (personal data: encrypted, erased with the account); absent outside a request. */
const address = eventText(64).optional();
/** `settings`: her switch in «Настройки»; `purchase`: the box of a purchase or a booking; `registration`: the registration form's box. */
const processorConsentSource = z.enum(['settings', 'purchase', 'registration']);
export type ProcessorConsentSource = z.infer<typeof processorConsentSource>;

export const ProcessorConsentGiven = eventSchema(
  'ProcessorConsentGiven',
  z.object({ userId: eventUserId(), purpose: processorPurpose, consent: consentDocument, givenAt: eventInstant(), source: processorConsentSource, address }),
);
export type ProcessorConsentGiven = z.infer<typeof ProcessorConsentGiven>;

export const ProcessorConsentWithdrawn = eventSchema(
  'ProcessorConsentWithdrawn',
  z.object({ userId: eventUserId(), purpose: processorPurpose, withdrawnAt: eventInstant(), source: processorConsentSource, address }),
);
export type ProcessorConsentWithdrawn = z.infer<typeof ProcessorConsentWithdrawn>;

export const consentEventSchemas = [ProcessorConsentGiven, ProcessorConsentWithdrawn] as const;
export type ConsentEvent = z.infer<(typeof consentEventSchemas)[number]>;

/** Her processor consents, one stream per account (erased with it: `privacy/account-erasure.ts`). */
export const consentsStreamId = (userId: string) => `consents-${userId}`;
