import type { RecordedEvent } from '../server/src/eventstore/event-store';
import { registeredEventTypes, type RegisteredEventOf, type RegisteredEventType } from '../server/src/modules/event-registry';
import type { Erasable } from '../server/src/modules/privacy/personal-data-policy';
import type { Projection, ProjectionHandler } from './projection';
import type { ProjectionWriter } from './projection-writes';

/** A recorded event of one registered type as a projection reads it: erased personal fields are null. */
export type StoredEvent<Type extends RegisteredEventType> = RecordedEvent<Type, Erasable<RegisteredEventOf<Type>>['data']>;

/** At most one handler per registered event type, each given its exact event; a misspelt type does not compile. */
export type ProjectionHandlers = { [Type in RegisteredEventType]?: (tx: ProjectionWriter, event: StoredEvent<Type>) => Promise<void> };

export type ProjectionDefinition = Omit<Projection, 'handlers'> & { handlers: ProjectionHandlers };

/**
 * Narrows a recorded event by its type. Its data needs no second look: every append was checked
 * against its type's schema (validating-store.ts) and reads come upcast to the current version.
 */
const isOfType = <Type extends RegisteredEventType>(event: RecordedEvent, type: Type): event is StoredEvent<Type> => event.type === type;

function bind<Type extends RegisteredEventType>(handlers: ProjectionHandlers, type: Type): ProjectionHandler | undefined {
  const handle = handlers[type];
  if (!handle) return undefined;
  return async (tx, event) => {
    if (!isOfType(event, type)) throw new Error(`The ${type} handler was given a ${event.type} event`);
    await handle(tx, event);
  };
}

/** A read model whose handlers are keyed and typed by the registered events (see docs/event-core.md, "Writing an event, a decider, a command and a projection"). */
export function defineProjection(definition: ProjectionDefinition): Projection {
  const handlers: Partial<Record<RegisteredEventType, ProjectionHandler>> = {};
  for (const type of registeredEventTypes) {
    const bound = bind(definition.handlers, type);
    if (bound) handlers[type] = bound;
  }
  return { ...definition, handlers };
}
