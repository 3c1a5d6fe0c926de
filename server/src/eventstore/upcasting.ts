import { withStorableText } from '../shared/storable-text';
import type { EventStore, RecordedEvent } from './event-store';
import { decorateEventStore } from './store-decorator';

/**
 * The schema version new events are written with (`metadata.schemaVersion`). Events are kept
 * forever as written; readers see them upcast to this version.
 *
 * 2: `metadata.actor` of a guest is `guest`, no longer `guest:<e-mail>`, so that events hold an
 *    address only in their (encrypted) personal fields.
 * 3: every string of the data is storable text (`shared/storable-text.ts`). Appends are checked
 *    since version 3; a version-2 event may hold a control character (a name of "\u0000" stopped
 *    the users projection for good), which reading drops, so its projection can resume.
 * 4: `ConsultationBooked.settlement` is `paidBy` (what pays for the session), so «settlement»
 *    means only the purchases' receipt of a prepaid session given.
 */
export const currentSchemaVersion = 4;

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
  { fromVersion: 2, upcast: (event) => ({ ...event, data: withStorableText(event.data) }) },
  { fromVersion: 3, upcast: (event) => (event.type === 'ConsultationBooked' ? { ...event, data: renamedField(event.data, 'settlement', 'paidBy') } : event) },
];

/** The data with one field renamed, in its place; anything else (no such field, not an object) as it is. */
function renamedField(data: unknown, from: string, to: string): unknown {
  if (typeof data !== 'object' || data === null || !(from in data)) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key === from ? to : key, value]));
}

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
