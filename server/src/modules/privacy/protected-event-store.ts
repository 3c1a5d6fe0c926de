import { openEventStore, type OpenEventStoreOptions } from '../../eventstore/open-event-store';
import type { EventStore } from '../../eventstore/event-store';
import { recordingWrites } from '../../eventstore/read-your-writes';
import { withUpcasting } from '../../eventstore/upcasting';
import { withEventValidation } from '../../eventstore/validating-store';
import { eventRegistry } from '../event-registry';
import { createPersonalDataKeys } from './personal-data-keys';
import { withPersonalDataEncryption } from './personal-data-store';

/**
 * The event store as the application uses it: every event checked against its schema before it
 * is appended (and encrypted), personal data encrypted per stream (keys in the application's
 * database, whichever store holds the events), every event read at the current schema version, and
 * every append's position recorded for read-your-writes (`eventstore/read-your-writes.ts`). Copying events between stores (`migrate-events`) uses the raw store instead.
 */
export async function openProtectedEventStore(options: OpenEventStoreOptions & { now: () => Date }): Promise<EventStore> {
  const raw = await openEventStore(options);
  const keys = createPersonalDataKeys(options.db, options.now);
  return recordingWrites(withEventValidation(withUpcasting(withPersonalDataEncryption(raw, keys, options.logger)), eventRegistry));
}
