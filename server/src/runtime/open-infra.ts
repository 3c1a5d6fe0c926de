import { createMailer } from '../adapters/mail/create-mailer';
import { createJobQueue } from '../adapters/queue/create-job-queue';
import { carryingOwnWrites } from '../adapters/queue/own-writes-queue';
import { assertRedisReachable } from '../adapters/queue/redis-connection';
import type { Config } from '../config/config';
import type { Logger } from '../config/logger';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { readingOwnWrites } from '../db/own-writes-database';
import { pgliteTemplatePath } from '../db/pglite-settings';
import { createWriteGeneration } from '../http/read-cache';
import type { Infra } from '../infra';
import { mailCoachOf } from '../mail/layout';
import { organizerOf } from '../mail/session-calendar';
import { createOperationsModule } from '../modules/operations/module';
import { createPracticeModule } from '../modules/practice/module';
import { mailSenderOf } from '../modules/practice/practice-seed';
import { warnAboutPlaceholders, withPracticeSender } from '../modules/practice/practice-sender';
import type { Projection } from '../../../projections/projection';
import { openMigratedStore } from './migrated-store';
import { repositoryRoot } from '../config/repository-root';
import { syncReadModels } from './read-models';

export type InfraOptions = {
  now: () => Date;
  /** An already open database (tests hand in an in-memory PGlite or a fresh PostgreSQL database). */
  db?: Database;
  /** The in-process job runner decides due jobs by `now` too (`ServiceOverrides.jobsFollowNow`). */
  jobsFollowNow?: boolean;
  /** The read models to follow. */
  projections?: readonly Projection[];
};

/**
 * Opens what every module runs on and builds the `Infra` record once: the database and its
 * own-writes view, the event store (migrated), the read models, the job queue, the practice's
 * details (seeded; they name the coach and the sender of every mail) and the monitored mailer of
 * each kind (`modules/operations`). `close` shuts down what it opened, after the modules stopped.
 */
export async function openInfra(config: Config, logger: Logger, options: InfraOptions) {
  const { now } = options;
  // Before anything else: an unreachable Redis makes the start fail in seconds, not hang.
  if (config.redisUrl) await assertRedisReachable(config.redisUrl);
  const database = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteTemplate: pgliteTemplatePath(repositoryRoot) }));
  // Requests and jobs read through this view: after they appended, it waits for the read models.
  const db = readingOwnWrites(database);
  const store = await openMigratedStore(database, { eventstoreUrl: config.eventstoreUrl, logger, now });
  const runProjections = config.roles.includes('projections');
  const projections = await syncReadModels({ db: database, store, logger, runProjections, projections: options.projections, waitTimeoutMs: config.readModelWaitMs });
  // Cached reads (http/read-cache.ts) are not served across a write that became visible here.
  const writes = createWriteGeneration(now);
  const readModelsAt = async (position: bigint) => {
    await projections.waitForPosition(position);
    writes.advance();
  };
  const practiceModule = createPracticeModule({ store, now });
  const { practice } = practiceModule;
  await practice.seed(config.practiceSeed);
  const practiceDetails = await practice.details();
  if (config.production) warnAboutPlaceholders((await practice.standing()).placeholders, logger);
  const configuredMailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, mailFrom: config.mailFrom ?? mailSenderOf(practiceDetails) }, logger);
  // MAIL_FROM, when set, is the sender; otherwise the practice's own details are, as she last saved them.
  const mailer = config.mailFrom ? configuredMailer : withPracticeSender(configuredMailer, practice);
  // Jobs are queued at once and run as scopes of writes that owe what queued them (own-writes-queue.ts).
  const jobs = carryingOwnWrites(
    await createJobQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix, db: database, now: options.jobsFollowNow ? () => now().getTime() : undefined, clock: now }, logger),
    readModelsAt,
  );
  const operations = createOperationsModule({ db, store, jobs, now, logger }, { mailer, backups: config.backups });
  const infra: Infra = {
    now,
    db,
    store,
    jobs,
    readModelsAt,
    writes,
    mailerFor: operations.mailerFor,
    // Every mail names the coach as the practice's details name her when it is sent.
    coach: async () => mailCoachOf(await practice.details()),
    // A session's invitation names its sender as the organizer (RFC 6047), read when each one is made.
    organizer: async () => organizerOf(config.mailFrom ?? mailSenderOf(await practice.details())),
    publicUrl: config.publicUrl,
    appSecret: config.appSecret,
    dataDir: config.dataDir,
    adminEmails: config.adminEmails,
    logger,
  };
  return {
    infra,
    /** The database itself (the sandbox payments and the services' callers use it directly). */
    database,
    practice,
    /** The practice's details' handlers (`modules/practice`). */
    practiceHandlers: practiceModule.handlers,
    practiceDetails,
    operations,
    async close() {
      await projections.stop();
      await mailer.close();
      await store.close();
      if (!options.db) await database.close();
    },
  };
}
