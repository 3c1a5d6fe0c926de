import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMailer } from './adapters/mail/create-mailer';
import type { JobQueue } from './adapters/queue/job-queue';
import { createJobQueue } from './adapters/queue/create-job-queue';
import { createApp } from './app';
import type { Config } from './config/config';
import type { Logger } from './config/logger';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import type { EventStore } from './eventstore/event-store';
import { openProtectedEventStore } from './modules/privacy/protected-event-store';
import type { HandlerMap } from './http/handler-types';
import { authHandlers } from './modules/auth/handlers';
import { createLoginCodes } from './modules/auth/login-codes';
import { defaultSendCodeLimits, type SendCodeLimits } from './modules/auth/rate-limits';
import { authSchema } from './modules/auth/schema';
import { createSessions } from './modules/auth/sessions';
import { createCatalog } from './modules/catalog/catalog';
import { catalogHandlers } from './modules/catalog/handlers';
import { catalogSchema } from './modules/catalog/schema';
import { seedCatalog } from './modules/catalog/seed';
import { articleHandlers } from './modules/content/article-handlers';
import { createArticles } from './modules/content/articles';
import { createContentImages } from './modules/content/content-images';
import { contentSchema } from './modules/content/schema';
import { newsletterHandlers } from './modules/newsletters/handlers';
import { auditHandlers } from './modules/audit/handlers';
import { operationsHandlers } from './modules/operations/handlers';
import { readinessProbes, type Probe } from './modules/operations/readiness';
import { createNewsletters } from './modules/newsletters/newsletters';
import { newsletterSendJob } from '../../workers/newsletter-send';
import { supportHandlers } from './modules/support/handlers';
import { createSupportMessages, supportSchema } from './modules/support/support';
import { supportMessageMailJob } from '../../workers/support-message-mail';
import { createPurchaseModule } from './modules/purchases/module';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import { productHandlers } from './modules/products/handlers';
import { createProductFiles } from './modules/products/product-files';
import { createPurchasedProducts } from './modules/products/purchased-products';
import { productFilesSchema } from './modules/products/schema';
import { seedProductFiles } from './modules/products/seed-files';
import { createUsers } from './modules/users/users';
import { createEmailOwners, emailOwnersSchema } from './modules/users/email-owners';
import { syncReadModels } from './runtime/read-models';
import { createBooking } from './modules/booking/booking';
import { createConsultationQueries } from './modules/booking/consultation-queries';
import { bookingHandlers } from './modules/booking/handlers';
import { createScheduleStore, scheduleSchema } from './modules/booking/schedule-store';
import { calendarFeedSchema, createCalendarFeed } from './modules/booking/calendar-feed';
import { organizerOf } from './modules/booking/session-calendar';
import { createSessionNotices } from './modules/booking/session-notices';
import { sessionCalendarMailJob } from '../../workers/session-calendar-mail';
import { sessionReminderMailJob } from '../../workers/session-reminder-mail';
import { waitlistMailJobs } from '../../workers/waitlist-mail';
import { createWaitlist, waitlistSchema } from './modules/booking/waitlist';
import { loginCodeMailJob } from '../../workers/login-code-mail';
import { dataExportJob } from '../../workers/data-export';
import { createAccountErasure } from './modules/privacy/account-erasure';
import { createDataExports, dataExportsSchema } from './modules/privacy/data-exports';
import { createPersonalDataKeys } from './modules/privacy/personal-data-keys';
import { settingsHandlers } from './modules/settings/handlers';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServiceOverrides = {
  /** An already open database (tests hand in an in-memory PGlite or a fresh PostgreSQL database). */
  db?: Database;
  now?: () => Date;
  sendCodeLimits?: SendCodeLimits;
  webRoot?: string;
  paymentHoldMinutes?: number;
};

export type Services = {
  app: ReturnType<typeof createApp>;
  db: Database;
  store: EventStore;
  jobs: JobQueue;
  /** What `/api/ready/` checks. */
  probes: readonly Probe[];
  close(): Promise<void>;
};

/**
 * Builds every real part from the configuration; `close` shuts them down in reverse order. The
 * roles (`config.roles`) decide what runs here besides the API: the job workers, and the
 * projection runner (without it, handlers wait for the projections process's checkpoints).
 */
export async function startServices(config: Config, logger: Logger, overrides: ServiceOverrides = {}): Promise<Services> {
  const roles = new Set(config.roles);
  const now = overrides.now ?? (() => new Date());
  const db = overrides.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await db.exec(authSchema);
  await db.exec(catalogSchema);
  await seedCatalog(db);
  await db.exec(scheduleSchema);
  await db.exec(calendarFeedSchema);
  await db.exec(waitlistSchema);
  await db.exec(productFilesSchema);
  await db.exec(supportSchema);
  await db.exec(contentSchema);
  await db.exec(dataExportsSchema);
  const productFiles = createProductFiles(db);
  await seedProductFiles(productFiles, logger);
  const store = await openProtectedEventStore({ eventstoreUrl: config.eventstoreUrl, db, logger, now });
  const projections = await syncReadModels({ db, store, logger, runProjections: roles.has('projections') });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, mailFrom: config.mailFrom }, logger);
  const jobs = await createJobQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix, db }, logger);
  const loginCodeMail = loginCodeMailJob({ mailer, publicUrl: config.publicUrl });

  await db.exec(emailOwnersSchema);
  await createEmailOwners(db, now).adoptFromHistory(store);
  const users = createUsers({ db, store, now });
  const loginCodes = createLoginCodes(db, config.appSecret, now);
  const sendCodeLimits = overrides.sendCodeLimits ?? defaultSendCodeLimits;
  const dataExports = createDataExports(db, now);
  const exportJob = dataExportJob({ db, exports: dataExports, addressesOf: (userId) => users.addressesOf(userId), now, logger });
  const erasure = createAccountErasure({ db, users, keys: createPersonalDataKeys(db, now), jobs, loginCodeMail, logger });
  const sessions = createSessions(db, now);
  const catalog = createCatalog(db);
  const schedules = createScheduleStore(db);
  const consultationQueries = createConsultationQueries(db);
  const sessionMailDeps = {
    mailer,
    publicUrl: config.publicUrl,
    organizer: organizerOf(config.mailFrom),
    now,
    logger,
    loadSession: (consultationId: number) => consultationQueries.byId(consultationId),
  };
  const sessionCalendarMail = sessionCalendarMailJob(sessionMailDeps);
  const sessionReminderMail = sessionReminderMailJob(sessionMailDeps);
  const waitlist = createWaitlist({ db, schedules, queries: consultationQueries, now });
  const waitlistMail = waitlistMailJobs({ mailer, jobs, publicUrl: config.publicUrl, logger, waitlist, loadSession: sessionMailDeps.loadSession });
  const notices = createSessionNotices({ jobs, calendarMail: sessionCalendarMail, reminderMail: sessionReminderMail, waitlistMail: waitlistMail.notice, now });
  const booking = createBooking({ db, store, now, notices });
  const payments = await createPaymentProvider(config.payments, db, logger);
  const purchaseModule = createPurchaseModule({
    db,
    store,
    booking,
    schedules,
    catalog,
    provider: payments.provider,
    sandbox: payments.sandbox,
    jobs,
    mailer,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    organizer: sessionMailDeps.organizer,
    now,
    logger,
    waitForPosition: projections.waitForPosition,
    holdMinutes: overrides.paymentHoldMinutes,
    notificationNetworks: config.payments.notificationNetworks,
  });
  const supportMessages = createSupportMessages(db, now);
  const supportMailJob = supportMessageMailJob({ mailer, messages: supportMessages, supportEmail: config.supportEmail, publicUrl: config.publicUrl });
  const contentImages = createContentImages(db);
  const newsletters = createNewsletters(db, now);
  const newsletterJob = newsletterSendJob({ db, newsletters, mailer, appSecret: config.appSecret, publicUrl: config.publicUrl, logger });
  if (roles.has('workers')) {
    await jobs.startWorkers([
      loginCodeMail,
      supportMailJob,
      newsletterJob,
      exportJob,
      sessionCalendarMail,
      sessionReminderMail,
      waitlistMail.notice,
      waitlistMail.offer,
      ...purchaseModule.jobs,
    ]);
  }
  const readiness = readinessProbes({ db, store, redisUrl: config.redisUrl });
  const handlers: HandlerMap = {
    ...operationsHandlers(readiness.probes),
    ...auditHandlers(db),
    ...authHandlers({
      db,
      users,
      sessions,
      loginCodes,
      jobs,
      loginCodeMail,
      limits: sendCodeLimits,
      adminEmails: config.adminEmails,
      appSecret: config.appSecret,
      now,
      waitForPosition: projections.waitForPosition,
    }),
    ...settingsHandlers({
      db,
      users,
      loginCodes,
      limits: sendCodeLimits,
      jobs,
      loginCodeMail,
      exports: dataExports,
      exportJob,
      erasure,
      now,
      waitForPosition: projections.waitForPosition,
    }),
    ...catalogHandlers(catalog),
    ...productHandlers({
      catalog,
      files: productFiles,
      purchased: createPurchasedProducts(db),
      addressesOf: (userId) => users.addressesOf(userId),
      appSecret: config.appSecret,
      now,
    }),
    ...bookingHandlers({
      booking,
      queries: consultationQueries,
      schedules,
      calendarFeed: createCalendarFeed({ db, appSecret: config.appSecret, publicUrl: config.publicUrl, now }),
      waitlist,
      users,
      now,
      waitForPosition: projections.waitForPosition,
    }),
    ...purchaseModule.handlers,
    ...supportHandlers({ messages: supportMessages, jobs, supportMailJob }),
    ...articleHandlers({ articles: createArticles(db, now), images: contentImages, now }),
    ...newsletterHandlers({
      newsletters,
      images: contentImages,
      users,
      jobs,
      sendJob: newsletterJob,
      appSecret: config.appSecret,
      now,
      waitForPosition: projections.waitForPosition,
    }),
  };
  const app = createApp({
    logger,
    appSecret: config.appSecret,
    trustProxy: config.publicUrl.startsWith('https://'),
    handlers,
    sessions,
    users,
    adminEmails: config.adminEmails,
    webRoot: overrides.webRoot ?? path.join(repositoryRoot, 'web/dist'),
  });

  return {
    app,
    db,
    store,
    jobs,
    probes: readiness.probes,
    async close() {
      await jobs.close();
      await readiness.close();
      await projections.stop();
      await mailer.close();
      await store.close();
      if (!overrides.db) await db.close();
    },
  };
}
