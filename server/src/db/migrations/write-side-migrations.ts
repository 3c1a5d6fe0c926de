import { sql, type Migration } from 'kysely';
import { jobsSchema } from '../../adapters/queue/jobs-table';
import { sandboxPaymentsSchema } from '../../adapters/payments/sandbox-sql-store';
import { eventsTableSchema } from '../../eventstore/postgres-events-table';
import { authSchema } from '../../modules/auth/schema';
import { backupRecordsSchema } from '../../modules/backup/backup-records';
import { catalogSchema } from '../../modules/catalog/schema';
import { calendarFeedSchema } from '../../modules/consultations/calendar-feed';
import { scheduleSchema } from '../../modules/consultations/schedule-store';
import { waitlistSchema } from '../../modules/consultations/waitlist';
import { contentSchema } from '../../modules/content/schema';
import { failedMailsSchema } from '../../modules/operations/failed-mails';
import { dataExportsSchema } from '../../modules/privacy/data-exports';
import { personalDataKeysSchema } from '../../modules/privacy/personal-data-keys';
import { productFilesSchema } from '../../modules/products/schema';
import { guestCheckoutsSchema } from '../../modules/purchases/guest-checkout-limits';
import { supportSchema } from '../../modules/support/support';
import { emailOwnersSchema } from '../../modules/users/email-owners';
import { sqlStatements } from './sql-statements';

/** A migration that runs a script of SQL statements, one by one, in the migration's transaction. */
export const sqlMigration = (script: string): Migration => ({
  async up(db) {
    for (const statement of sqlStatements(script)) await sql.raw(statement).execute(db);
  },
});

/**
 * The write-side tables (everything that is not a read model: the events, jobs, login codes and
 * sessions, content, settings…), as ordered migrations applied once and recorded in
 * `write_side_migrations`. Names sort in the order they apply; a released migration is never
 * edited, a change is a new one at the end. Read models are not here: a projection keeps its
 * version-and-rebuild rule (`projections/read-model-setup.ts`).
 */
export const writeSideMigrations: Record<string, Migration> = {
  /**
   * The tables as the code before migrations created them at every start. Each statement is
   * idempotent (`IF NOT EXISTS`), so this also accepts a database that code made, and records it.
   */
  '0001-write-side-tables': sqlMigration(
    [
      eventsTableSchema,
      personalDataKeysSchema,
      jobsSchema,
      authSchema,
      emailOwnersSchema,
      catalogSchema,
      scheduleSchema,
      calendarFeedSchema,
      waitlistSchema,
      productFilesSchema,
      supportSchema,
      contentSchema,
      dataExportsSchema,
      guestCheckoutsSchema,
      backupRecordsSchema,
      failedMailsSchema,
      sandboxPaymentsSchema,
    ].join(';\n'),
  ),
};
