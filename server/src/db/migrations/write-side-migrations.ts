import { sql, type Migration } from 'kysely';
import { tablesBeforeMigrations } from './0001-write-side-tables';
import { projectionBookkeeping } from './0002-projection-bookkeeping';
import { loginCodeGuesses } from './0003-login-code-guesses';
import { consultationTypeLength } from './0004-consultation-type-length';
import { busyCalendar } from './0005-busy-calendar';
import { wrongGuesses } from './0006-wrong-guesses';
import { mailDeliveries } from './0007-mail-deliveries';
import { busyCalendarPaused } from './0008-busy-calendar-paused';
import { coachNotices } from './0009-coach-notices';
import { sessionRooms } from './0010-session-rooms';
import { messenger } from './0011-messenger';
import { advertisementMarks } from './0012-advertisement-marks';
import { registrationMailConsent } from './0013-registration-mail-consent';
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
   * The tables as the code before migrations created them at every start (frozen in
   * `0001-write-side-tables.ts`). Each statement is idempotent (`IF NOT EXISTS`), so this also
   * accepts a database that code made, and records it.
   */
  '0001-write-side-tables': sqlMigration(Object.values(tablesBeforeMigrations).join(';\n')),
  /** The projections' checkpoints and failures, which the projection runner created at every start before. */
  '0002-projection-bookkeeping': sqlMigration(projectionBookkeeping),
  /** An index for the wrong codes counted per mailed code. */
  '0003-login-code-guesses': sqlMigration(loginCodeGuesses),
  /** A consultation type's length in minutes, 60 unless the coach sets another. */
  '0004-consultation-type-length': sqlMigration(consultationTypeLength),
  /** The coach's own calendar read as busy times: its address, the last good intervals, the fetch status. */
  '0005-busy-calendar': sqlMigration(busyCalendar),
  /** The wrong codes guessed (gift certificates per account, promo codes per client), for their limits. */
  '0006-wrong-guesses': sqlMigration(wrongGuesses),
  /** The jobs' mails claimed and sent, by the job's business identity, so a job taken over never mails twice. */
  '0007-mail-deliveries': sqlMigration(mailDeliveries),
  /** A calendar file refused for its events is not read again until the coach saves its address anew. */
  '0008-busy-calendar-paused': sqlMigration(busyCalendarPaused),
  /** The coach's notices by mail: the follower's position, and each notice until it is mailed or dropped. */
  '0009-coach-notices': sqlMigration(coachNotices),
  /** A video room per session: the provider the coach chose, and each session's room there. */
  '0010-session-rooms': sqlMigration(sessionRooms),
  /** The messenger channel: one-time linking tokens, the linked chats, the follower's position. */
  '0011-messenger': sqlMigration(messenger),
  /** Third-party advertising's mark on a newsletter and an article: the advertiser and the erid. */
  '0012-advertisement-marks': sqlMigration(advertisementMarks),
  /** The registration form's consent to the mail service, kept with the code until the account is opened. */
  '0013-registration-mail-consent': sqlMigration(registrationMailConsent),
};
