import type { RequestMetadata } from '../../eventstore/decider';
import type { AppendResult, EventStore } from '../../eventstore/event-store';
import { currentSchemaVersion } from '../../eventstore/upcasting';
import { backupsStreamId, type BackupEvent } from './events';

export type BackupJournal = ReturnType<typeof createBackupJournal>;

/**
 * What the coach does with backups is recorded as events of the `backups` stream, so the Журнал
 * shows who made or downloaded which archive and when. There is nothing to decide: each is a fact.
 */
export function createBackupJournal(store: EventStore) {
  return {
    record(event: BackupEvent, metadata: RequestMetadata): Promise<AppendResult> {
      return store.appendToStream(backupsStreamId, [{ ...event, metadata: { ...metadata, schemaVersion: currentSchemaVersion } }], { expectedRevision: 'any' });
    },
  };
}
