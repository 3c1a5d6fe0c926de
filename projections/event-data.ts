import type { RecordedEvent } from '../server/src/eventstore/event-store';

/** The typed data of a recorded event whose type the handler was registered for. */
export const eventData = <Event extends { data: unknown }>(event: RecordedEvent): Event['data'] => event.data;
