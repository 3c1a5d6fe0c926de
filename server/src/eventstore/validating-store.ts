import { findUnstorableText, unstorableTextMessage } from '../shared/storable-text';
import type { EventStore, NewEvent } from './event-store';
import type { EventSchema } from './event-schema';
import { decorateEventStore } from './store-decorator';

/** Every event type the application may append, with the schema of its data. */
export type EventSchemaRegistry = ReadonlyMap<string, EventSchema>;

export function eventSchemaRegistry(schemas: readonly EventSchema[]): EventSchemaRegistry {
  const registry = new Map<string, EventSchema>();
  for (const schema of schemas) {
    const type = schema.shape.type.value;
    if (registry.has(type)) throw new Error(`Event type ${type} is registered twice`);
    registry.set(type, schema);
  }
  return registry;
}

/** An append was refused: the event's type is unknown or its data does not fit its schema. Nothing was stored. */
export class InvalidEventError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventType: string,
    readonly problems: readonly string[],
  ) {
    super(`Event ${eventType} for stream ${streamId} refused: ${problems.join('; ')}`);
    this.name = 'InvalidEventError';
  }
}

function problemsOf(registry: EventSchemaRegistry, event: NewEvent): string[] {
  const schema = registry.get(event.type);
  if (!schema) return ['неизвестный тип события'];
  const parsed = schema.safeParse({ type: event.type, data: event.data });
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // The schema checks the fields it knows; this also covers any it does not, and the metadata.
  const unstorable = findUnstorableText({ data: event.data, metadata: event.metadata });
  if (unstorable !== undefined) problems.push(`${unstorable}: ${unstorableTextMessage}`);
  return problems;
}

/**
 * An event store that checks every event against its schema before it is appended (and so before
 * it is encrypted), so that no code path can store an event a projection cannot apply.
 */
export function withEventValidation(inner: EventStore, registry: EventSchemaRegistry): EventStore {
  return decorateEventStore(inner, {
    async beforeAppend(streamId, events) {
      for (const event of events) {
        const problems = problemsOf(registry, event);
        if (problems.length > 0) throw new InvalidEventError(streamId, event.type, problems);
      }
      return events;
    },
    afterRead: async (events) => events,
  });
}
