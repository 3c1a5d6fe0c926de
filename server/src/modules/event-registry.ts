import type { z } from 'zod';
import { eventSchemaRegistry } from '../eventstore/validating-store';
import { consultationEventSchemas, consultationIdEventSchemas, creditsEventSchemas, slotEventSchemas } from './consultations/events';
import { productTypeEventSchemas } from './products/events';
import { purchaseEventSchemas } from './purchases/events';
import { userEventSchemas } from './users/events';

const registeredEventSchemas = [
  ...userEventSchemas,
  ...purchaseEventSchemas,
  ...slotEventSchemas,
  ...consultationEventSchemas,
  ...creditsEventSchemas,
  ...consultationIdEventSchemas,
  ...productTypeEventSchemas,
] as const;

/** The union of every event type the application appends (tables keyed by it must name each one). */
export type RegisteredEventType = z.infer<(typeof registeredEventSchemas)[number]>['type'];

/** Every event type the application appends; an append of any other type is refused. */
export const eventRegistry = eventSchemaRegistry(registeredEventSchemas);
