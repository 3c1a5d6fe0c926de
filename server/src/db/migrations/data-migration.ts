import type { Migration } from 'kysely';
import type { EventStore } from '../../eventstore/event-store';

/** What a data migration may read besides the database: the event history (decrypted), and the clock. */
export type DataMigrationContext = { store: EventStore; now: () => Date };

/**
 * A one-off change of the data that needs more than SQL. It reads what it needs (the history)
 * when it is pending, outside the migration's transaction, and returns the migration that writes it.
 * The list of them is `dataMigrations` (`data-migrations.ts`).
 */
export type DataMigration = (context: DataMigrationContext) => Promise<Migration>;
