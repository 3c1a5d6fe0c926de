import type { z } from 'zod';
import { eventSchemaRegistry } from '../eventstore/validating-store';
import { backupEventSchemas } from './backup/events';
import { catalogEventSchemas } from './catalog/events';
import { practiceEventSchemas } from './practice/events';
import { consultationEventSchemas, consultationIdEventSchemas, creditsEventSchemas, scheduleEventSchemas, slotEventSchemas } from './consultations/events';
import { clientNoteEventSchemas } from './clients/events';
import { productTypeEventSchemas } from './products/events';
import { purchaseEventSchemas } from './purchases/events';
import { userEventSchemas } from './users/events';
import { intakeEventSchemas } from './intake/events';
import { promoCodeEventSchemas } from './promo-codes/events';
import { welcomeSeriesEventSchemas } from './welcome-series/events';
import { testimonialEventSchemas } from './testimonials/events';
import { giftCertificateEventSchemas } from './gift-certificates/events';
import { coachNotificationEventSchemas } from './coach-notifications/events';
import { messengerEventSchemas } from './messenger/events';
import { workspaceEventSchemas } from './workspace/events';
import { homeworkEventSchemas } from './homework/events';
import { complianceEventSchemas } from './compliance/events';
import { advertisingEventSchemas } from './advertising/events';
import { consentEventSchemas } from './consents/events';

const registeredEventSchemas = [
  ...userEventSchemas,
  ...purchaseEventSchemas,
  ...slotEventSchemas,
  ...consultationEventSchemas,
  ...creditsEventSchemas,
  ...consultationIdEventSchemas,
  ...practiceEventSchemas,
  ...catalogEventSchemas,
  ...scheduleEventSchemas,
  ...clientNoteEventSchemas,
  ...productTypeEventSchemas,
  ...backupEventSchemas,
  ...intakeEventSchemas,
  ...promoCodeEventSchemas,
  ...welcomeSeriesEventSchemas,
  ...testimonialEventSchemas,
  ...giftCertificateEventSchemas,
  ...coachNotificationEventSchemas,
  ...messengerEventSchemas,
  ...workspaceEventSchemas,
  ...homeworkEventSchemas,
  ...complianceEventSchemas,
  ...advertisingEventSchemas,
  ...consentEventSchemas,
] as const;

/** Every event the application appends, as a union of `{ type, data }` (its `Event`s). */
export type RegisteredEvent = z.infer<(typeof registeredEventSchemas)[number]>;

/** The union of every event type the application appends (tables keyed by it must name each one). */
export type RegisteredEventType = RegisteredEvent['type'];

/** The registered event of one type. */
export type RegisteredEventOf<Type extends RegisteredEventType> = Extract<RegisteredEvent, { type: Type }>;

/** Every registered type, in registration order. */
export const registeredEventTypes: readonly RegisteredEventType[] = registeredEventSchemas.map((schema) => schema.shape.type.value);

/** Every event type the application appends; an append of any other type is refused. */
export const eventRegistry = eventSchemaRegistry(registeredEventSchemas);
