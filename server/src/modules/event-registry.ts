import { eventSchemaRegistry } from '../eventstore/validating-store';
import { consultationEventSchemas, consultationIdEventSchemas, creditsEventSchemas, slotEventSchemas } from './booking/events';
import { purchaseEventSchemas } from './purchases/events';
import { userEventSchemas } from './users/events';

/** Every event type the application appends; an append of any other type is refused. */
export const eventRegistry = eventSchemaRegistry([
  ...userEventSchemas,
  ...purchaseEventSchemas,
  ...slotEventSchemas,
  ...consultationEventSchemas,
  ...creditsEventSchemas,
  ...consultationIdEventSchemas,
]);
