import type { EventStore, RecordedEvent } from './event-store';
import { decorateEventStore } from './store-decorator';

/**
 * The schema version new events are written with (`metadata.schemaVersion`). Events are kept
 * forever as written; readers see them upcast to this version.
 *
 * 2: `metadata.actor` of a guest is `guest`, no longer `guest:<e-mail>`, so that events hold an
 *    address only in their (encrypted) personal fields.
 */
export const currentSchemaVersion = 2;

/** Turns one event written at `fromVersion` into the shape of `fromVersion + 1`. */
export type Upcaster = { fromVersion: number; upcast(event: RecordedEvent): RecordedEvent };

export const upcasters: readonly Upcaster[] = [
  {
    fromVersion: 1,
    upcast: (event) => ({
      ...event,
      metadata: { ...event.metadata, actor: event.metadata.actor.startsWith('guest:') ? 'guest' : event.metadata.actor },
    }),
  },
];

/** Brings an event from the version it was written with up to `currentSchemaVersion`, step by step. */
export function upcastEvent(event: RecordedEvent, chain: readonly Upcaster[] = upcasters, target = currentSchemaVersion): RecordedEvent {
  let current = event;
  for (let version = current.metadata.schemaVersion ?? 1; version < target; version += 1) {
    const step = chain.find((upcaster) => upcaster.fromVersion === version);
    if (!step) throw new Error(`No upcaster from schema version ${version} (event ${event.type} at ${String(event.position)})`);
    current = step.upcast(current);
    current = { ...current, metadata: { ...current.metadata, schemaVersion: version + 1 } };
  }
  return current;
}

/** An event store whose reads return every event at the current schema version. */
export const withUpcasting = (inner: EventStore, chain: readonly Upcaster[] = upcasters, target = currentSchemaVersion): EventStore =>
  decorateEventStore(inner, { afterRead: async (events) => events.map((event) => upcastEvent(event, chain, target)) });
