import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMailer } from './adapters/mail/create-mailer';
import { createOnceMailer } from './adapters/mail/once-mailer';
import { mailDeliveryPolicyOf } from './jobs/mail-delivery-policy';
import type { AnyJobDefinition, JobQueue } from './adapters/queue/job-queue';
import { createJobQueue } from './adapters/queue/create-job-queue';
import { carryingOwnWrites } from './adapters/queue/own-writes-queue';
import { assertRedisReachable } from './adapters/queue/redis-connection';
import { createApp } from './app';
import type { Config } from './config/config';
import type { Logger } from './config/logger';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { openMigratedStore } from './runtime/migrated-store';
import { pgliteTemplatePath } from './db/pglite-settings';
import type { EventStore } from './eventstore/event-store';
import { createWriteGeneration } from './http/read-cache';
import { readingOwnWrites } from './db/own-writes-database';
import type { HandlerMap } from './http/handler-types';
import { authHandlers } from './modules/auth/handlers';
import { createLoginCodes } from './modules/auth/login-codes';
import { defaultSendCodeLimits, type SendCodeLimits } from './modules/auth/rate-limits';
import { createLoginSessions } from './modules/auth/login-sessions';
import { cachedUserRecords } from './modules/auth/user-records';
import { createCatalog } from './modules/catalog/catalog';
import { createConsultationTypeChanges } from './modules/catalog/consultation-type-changes';
import { catalogHandlers } from './modules/catalog/handlers';
import { articleHandlers } from './modules/content/article-handlers';
import { createArticles } from './modules/content/articles';
import { siteFilesMiddleware } from './modules/content/site-files';
import { createImageVariants } from './modules/content/image-variants';
import { createContentImages } from './modules/content/content-images';
import { newsletterHandlers } from './modules/newsletters/handlers';
import { auditHandlers } from './modules/audit/handlers';
import { clientsHandlers } from './modules/clients/handlers';
import { operationsHandlers } from './modules/operations/handlers';
import { diskSpaceProbe, readinessProbes, type Probe } from './modules/operations/readiness';
import { createNewsletters } from './modules/newsletters/newsletters';
import { newsletterSendJob } from '../../workers/newsletter-send';
import { supportHandlers } from './modules/support/handlers';
import { createSupportMessages } from './modules/support/support';
import { supportMessageMailJob } from '../../workers/support-message-mail';
import { createPurchaseModule } from './modules/purchases/module';
import { defaultGuestCheckoutLimits, type GuestCheckoutLimits } from './modules/purchases/guest-checkout-limits';
import { createPurchaseStore } from './modules/purchases/purchase-store';
import { createSubscribers } from './modules/newsletters/subscribers';
import { unsubscribeLinks } from './modules/newsletters/unsubscribe-tokens';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import { productHandlers } from './modules/products/handlers';
import { createProductHistory } from './modules/products/product-history';
import { paymentHandlers } from './modules/payments/handlers';
import { createPaymentLedger } from './modules/payments/payment-ledger';
import { newsletterToolHandlers } from './modules/newsletters/tool-handlers';
import { newsletterMail } from './mail/newsletter-mails';
import { mailCoachOf, type MailCoachSource } from './mail/layout';
import { createProductFiles } from './modules/products/product-files';
import { createPurchasedProducts } from './modules/products/purchased-products';
import { seedProductFiles } from './modules/products/seed-files';
import { createUsers } from './modules/users/users';
import { syncReadModels } from './runtime/read-models';
import type { Projection } from '../../projections/projection';
import { createConsultations } from './modules/consultations/consultations';
import { createConsultationQueries } from './modules/consultations/consultation-queries';
import { createBusyTimes } from './modules/consultations/busy-times';
import { createBusyCalendar } from './modules/consultations/busy-calendar/busy-calendar';
import { busyCalendarRefreshJob, scheduleBusyCalendarRefresh } from '../../workers/busy-calendar-refresh';
import { consultationHandlers } from './modules/consultations/handlers';
import { createScheduleChanges } from './modules/consultations/schedule-changes';
import { createScheduleStore } from './modules/consultations/schedule-store';
import { createCalendarFeed } from './modules/consultations/calendar-feed';
import { organizerOf } from './mail/session-calendar';
import { createSessionNotices } from './modules/consultations/session-notices';
import { sessionCalendarMailJob } from '../../workers/session-calendar-mail';
import { bookingLapseMailJob } from '../../workers/booking-lapse-mail';
import { sessionReminderMailJob } from '../../workers/session-reminder-mail';
import { waitlistMailJobs } from '../../workers/waitlist-mail';
import { createWaitlist } from './modules/consultations/waitlist';
import { createSessionSeries } from './modules/consultations/session-series';
import { seriesHandlers } from './modules/consultations/series-handlers';
import { seriesCheckJob } from '../../workers/series-check';
import { loginCodeMailJob } from '../../workers/login-code-mail';
import { dataExportJob } from '../../workers/data-export';
import { createIntakeModule } from './modules/intake/module';
import { withIntakeAnswers } from './modules/intake/handlers';
import { createTestimonialsModule } from './modules/testimonials/module';
import { createWelcomeSeriesModule } from './modules/welcome-series/module';
import { createCoachNotificationsModule } from './modules/coach-notifications/module';
import { createComplianceModule } from './modules/compliance/module';
import { createAdvertisingModule } from './modules/advertising/module';
import { hostOf } from './modules/compliance/processors';
import { scriptSourcesOf } from './modules/compliance/data-map';
import { securityHeaderSets } from './http/security-headers';
import { createWorkspaceModule } from './modules/workspace/module';
import { createHomeworkModule } from './modules/homework/module';
import { createMessengerModule, withSessionConfirmations } from './modules/messenger/module';
import { createConsentsModule } from './modules/consents/module';
import { createMessengerChannels } from './adapters/messenger/create-messenger-channels';
import { createRoomsModule } from './modules/rooms/module';
import { moscowZone } from './shared/client-time';
import { withWelcomeLetters } from './modules/welcome-series/handlers';
import { welcomeRecipientOf } from './modules/welcome-series/unsubscribe';
import { createAccountErasure } from './modules/privacy/account-erasure';
import { createDataExports } from './modules/privacy/data-exports';
import { buildPersonalDataReport } from './modules/privacy/personal-data-report';
import { createPersonalDataKeys } from './modules/privacy/personal-data-keys';
import { settingsHandlers } from './modules/settings/handlers';
import { listenForBackupRequests, backupSocketPath } from './modules/backup/backup-socket';
import { createBackup, pruneBackups } from './modules/backup/create-backup';
import { createBackupJournal } from './modules/backup/backup-journal';
import { backupHandlers } from './modules/backup/handlers';
import { scheduleNightlyBackup } from './modules/backup/nightly-schedule';
import { erasureLogFileName, openErasureLog } from './modules/privacy/erasure-log';
import { nightlyBackupJob } from '../../workers/nightly-backup';
import { operationsAdminHandlers } from './modules/operations/admin-handlers';
import { createFailedMails } from './modules/operations/failed-mails';
import { createMetrics } from './modules/operations/metrics';
import { monitoredMailer } from './modules/operations/monitored-mailer';
import { practiceHandlers } from './modules/practice/handlers';
import { createPractice } from './modules/practice/practice';
import { giftCertificateValidityMonthsOf } from './modules/practice/practice-details';
import { mailSenderOf } from './modules/practice/practice-seed';
import { warnAboutPlaceholders, withPracticeSender } from './modules/practice/practice-sender';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServiceOverrides = {
  /** An already open database (tests hand in an in-memory PGlite or a fresh PostgreSQL database). */
  db?: Database;
  now?: () => Date;
  /**
   * Whether the in-process job runner decides due jobs by `now` too (the e2e app's test clock, so a
   * scheduled newsletter goes out when the test moves the clock); by default it goes by the wall
   * clock, so a test clock set far away neither holds back nor fires every delayed job.
   */
  jobsFollowNow?: boolean;
  sendCodeLimits?: SendCodeLimits;
  guestCheckoutLimits?: GuestCheckoutLimits;
  webRoot?: string;
  paymentHoldMinutes?: number;
  /** The read models to follow; tests add one whose handler fails on purpose. */
  projections?: readonly Projection[];
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
  // Before anything else: an unreachable Redis makes the start fail in seconds, not hang.
  if (config.redisUrl) await assertRedisReachable(config.redisUrl);
  const database = overrides.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteTemplate: pgliteTemplatePath(repositoryRoot) }));
  // Requests and jobs read through this view: after they appended, it waits for the read models.
  const db = readingOwnWrites(database);
  const store = await openMigratedStore(database, { eventstoreUrl: config.eventstoreUrl, logger, now });
  const productFiles = createProductFiles(db);
  const projections = await syncReadModels({
    db: database,
    store,
    logger,
    runProjections: roles.has('projections'),
    projections: overrides.projections,
    waitTimeoutMs: config.readModelWaitMs,
  });
  // Cached reads (http/read-cache.ts) are not served across a write that became visible here.
  const writes = createWriteGeneration(now);
  const awaitPosition = async (position: bigint) => {
    await projections.waitForPosition(position);
    writes.advance();
  };
  const practice = createPractice({ store, now });
  await practice.seed(config.practiceSeed);
  const practiceDetails = await practice.details();
  await seedProductFiles(productFiles, practiceDetails.coachName, logger);
  if (config.production) warnAboutPlaceholders((await practice.standing()).placeholders, logger);
  const configuredMailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, mailFrom: config.mailFrom ?? mailSenderOf(practiceDetails) }, logger);
  // MAIL_FROM, when set, is the sender; otherwise the practice's own details are, as she last saved them.
  const mailer = config.mailFrom ? configuredMailer : withPracticeSender(configuredMailer, practice);
  // A session's invitation names its sender as the organizer (RFC 6047), read when each one is made.
  const organizer = async () => organizerOf(config.mailFrom ?? mailSenderOf(await practice.details()));
  // Jobs are queued at once and run as scopes of writes that owe what queued them (own-writes-queue.ts).
  const jobs = carryingOwnWrites(
    await createJobQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix, db: database, now: overrides.jobsFollowNow ? () => now().getTime() : undefined }, logger),
    awaitPosition,
  );
  const metrics = createMetrics({ db, store, jobs, now });
  const failedMails = createFailedMails(db, now);
  // Each kind of mail goes through its own monitored mailer: counted, and recorded when refused.
  // A job's mail leaves once per job, even when another process takes the job over (once-mailer.ts).
  const mailerFor = (kind: string) =>
    createOnceMailer(monitoredMailer(mailer, kind, { failedMails, countMail: metrics.countMail, logger }), { db, logger, policyOf: mailDeliveryPolicyOf, now });
  // Every mail names the coach as the practice's details name her when it is sent.
  const mailCoach: MailCoachSource = async () => mailCoachOf(await practice.details());
  const loginCodeMail = loginCodeMailJob({ mailer: mailerFor('login-code-mail'), publicUrl: config.publicUrl, coach: mailCoach });

  const users = createUsers({ db, store });
  const loginCodes = createLoginCodes(db, config.appSecret, overrides.sendCodeLimits ?? defaultSendCodeLimits);
  const dataExports = createDataExports(db, now);
  const exportJob = dataExportJob({
    reportOf: async (userId) => ({ ...(await buildPersonalDataReport(db, { userId, addresses: await users.addressesOf(userId) }, now())), intake: await intakeModule.exportOf(userId), homework: await homeworkModule.exportOf(userId), workspace: await workspaceModule.exportOf(userId) }),
    exports: dataExports,
    logger,
  });
  const erasureLog = openErasureLog(path.join(config.backups.dir, erasureLogFileName));
  const erasure = createAccountErasure({
    db, users, keys: createPersonalDataKeys(db, now), jobs, loginCodeMail, erasureLog, failedMails, logger,
    // Called only when an account is erased, long after the module below is made.
    withdrawOtherConsents: async (userId, metadata) => {
      await testimonialsModule.testimonials.withdrawConsent(userId, metadata);
    },
  });
  const backUp = (outDir: string) => createBackup({ db, dataDir: config.dataDir, now, logger, secret: config.appSecret }, outDir);
  // Only this process may open the embedded database, so `npm run backup` asks it over a socket.
  const backupListener = db.kind === 'pglite' && !overrides.db ? await listenForBackupRequests(backupSocketPath(config.dataDir), backUp, logger) : undefined;
  const nightlyBackup = nightlyBackupJob({
    backUp: () => backUp(config.backups.dir),
    prune: () => pruneBackups(config.backups.dir, config.backups.keep, logger),
    scheduleNext: () => scheduleNightlyBackup(jobs, nightlyBackup, now()),
    logger,
  });
  const loginSessions = createLoginSessions(db, writes);
  const findUser = cachedUserRecords(users, writes);
  const catalog = createCatalog(db, writes);
  const schedules = createScheduleStore(db);
  const consultationQueries = createConsultationQueries(db);
  // The coach's own calendar (its secret iCal address): its busy times join the sessions' in one list.
  const busyCalendar = createBusyCalendar({ db, schedules, queries: consultationQueries, rule: { allowLocal: config.busyCalendarAllowLocal }, logger });
  const busyCalendarRefresh = busyCalendarRefreshJob({ refresh: () => busyCalendar.refresh(now()), jobs, now, logger });
  const busyTimes = createBusyTimes({ queries: consultationQueries, writes, externalBusyIntervals: (period) => busyCalendar.externalBusyIntervals(period) });
  // A video room per session by the provider she chose (modules/rooms): every page, mail and feed takes its link from meetingLinkFor.
  const rooms = createRoomsModule({ db, jobs, settings: config.rooms, staticLink: () => schedules.meetingUrl(), coachName: async () => (await practice.details()).coachName, now, logger });
  /** A session as its client's mails show it: with her link to its room. */
  const clientSession = async (consultationId: number) => {
    const session = await consultationQueries.byId(consultationId);
    return session && { ...session, meetingUrl: await rooms.meetingLinkFor(session, 'client') };
  };
  const sessionMailDeps = {
    mailer: mailerFor('session-mail'),
    publicUrl: config.publicUrl,
    coach: mailCoach,
    organizer,
    now,
    logger,
    loadSession: clientSession,
  };
  const sessionCalendarMail = sessionCalendarMailJob(sessionMailDeps);
  const sessionReminderMail = sessionReminderMailJob(sessionMailDeps);
  const bookingLapseMail = bookingLapseMailJob(sessionMailDeps);
  /** The coach's address for her mails, and her zone: her account's, Moscow's until known. */
  const coachAddress = async () => (await practice.details()).email;
  const coachZone = async () => (config.adminEmails[0] && (await users.findByEmail(config.adminEmails[0]))?.timeZone) || moscowZone;
  // The coach told by mail of what the events record.
  const coachNotifications = createCoachNotificationsModule({
    store, db, jobs, mailer: mailerFor('coach-notice-mail'), publicUrl: config.publicUrl, coach: mailCoach, readModelsAt: awaitPosition, now, logger,
    coachAddress,
    coachZone,
  });
  // The messenger channel beside mail (modules/messenger): it follows the recorded events; mail goes on whatever it does.
  const messenger = createMessengerModule({
    store, db, jobs, channels: createMessengerChannels(config.messengers, logger), publicUrl: config.publicUrl, readModelsAt: awaitPosition, now, logger,
    coachZone,
  });
  // The client's messages and files with the coach, sealed under her key in the data folder.
  const workspaceModule = createWorkspaceModule({
    store, db, jobs, mailer: mailerFor('workspace-message-mail'), publicUrl: config.publicUrl, coach: mailCoach, now, logger,
    keys: createPersonalDataKeys(db, now), dataDir: config.dataDir, quotaBytes: config.workspaceQuotaBytes,
    coachAddress,
    findClient: async (userId) => {
      const user = await users.findById(userId);
      return user && !config.adminEmails.includes(user.email) ? user : undefined;
    },
  });
  const waitlist = coachNotifications.announcingWaitlistJoins(createWaitlist({ db, schedules, queries: consultationQueries, busyTimes }));
  const waitlistMail = waitlistMailJobs({ mailer: mailerFor('waitlist-mail'), jobs, publicUrl: config.publicUrl, coach: mailCoach, logger, waitlist: { freeTimes: (day) => waitlist.freeTimes(day, now()), waiting: (day) => waitlist.waiting(day) }, loadSession: sessionMailDeps.loadSession });
  const intakeModule = createIntakeModule({ store, db, jobs, mailer: mailerFor('intake-reminder-mail'), publicUrl: config.publicUrl, coach: mailCoach, now, logger, loadSession: sessionMailDeps.loadSession });
  // Homework: the client mailed when it is given and a day before it is due, the coach when it is handed in.
  const homeworkModule = createHomeworkModule({
    store, db, jobs, mailerFor, publicUrl: config.publicUrl, coach: mailCoach, logger,
    coachAddress,
    coachZone,
    clientOf: (userId) => users.findById(userId),
    sessionClient: async (consultationId) => (await consultationQueries.byId(consultationId))?.userId,
  });
  const testimonialsModule = createTestimonialsModule({
    store,
    db,
    jobs,
    mailer: mailerFor('testimonial-invitation-mail'),
    publicUrl: config.publicUrl,
    coach: mailCoach,
    now,
    logger,
    loadClient: (userId) => users.findById(userId),
  });
  const notices = rooms.followingSessions(intakeModule.followingSessions(createSessionNotices({ jobs, calendarMail: sessionCalendarMail, reminderMail: sessionReminderMail, waitlistMail: waitlistMail.notice, lapseMail: bookingLapseMail })));
  const consultations = createConsultations({ db, store, notices });
  const seriesCheck = seriesCheckJob({ series: { abandonIncomplete: (payload, metadata) => sessionSeries.abandonIncomplete(payload, metadata) }, now });
  const sessionSeries = createSessionSeries({
    consultations,
    schedules,
    queries: consultationQueries,
    busyTimes,
    jobs,
    checkJob: seriesCheck,
    consultationType: async (typeId) => (await catalog.consultationTypes()).find((type) => type.id === typeId),
    logger,
  });
  const welcomeModule = createWelcomeSeriesModule({
    store,
    db,
    jobs,
    catalog,
    mailer: mailerFor('welcome-letter-mail'),
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    coach: mailCoach,
    now,
    logger,
    heldSessionClient: (consultationId) => testimonialsModule.testimonials.heldSessionClient(consultationId),
  });
  // The sandbox keeps its own tables, which no read model feeds: its writes never wait.
  const payments = await createPaymentProvider(config.payments, database, logger, now);
  // The notification pack, where the data lives, the tax limits; the VAT rate each sale's receipts carry.
  const compliance = createComplianceModule({
    store, db,
    practiceDetails: () => practice.details(),
    configuredServices: async () => ({
      payment: config.payments.provider,
      smtpHost: hostOf(config.smtpUrl),
      room: await rooms.provider(),
      jitsiHost: hostOf(config.rooms.jitsi?.url),
      telegram: config.messengers.telegram !== undefined,
      max: config.messengers.max !== undefined,
      busyCalendarHost: hostOf((await busyCalendar.status(now())).url),
    }),
    consultationTypes: () => catalog.consultationTypes(),
    // What the pages' Content-Security-Policy lets load scripts, as the server sends it.
    scriptSources: scriptSourcesOf(securityHeaderSets({ https: config.publicUrl.startsWith('https://') }).page.find(([name]) => name === 'content-security-policy')?.[1] ?? ''),
  });
  // Her consents by purpose: one per processor the configuration uses (issue 48); the purchases ask the payment service's.
  const consents = createConsentsModule({
    store, db,
    processors: compliance.processors,
    setAdvertisingConsent: (userId, given, metadata) => users.setAdvertisingConsent(userId, given, 'settings', metadata),
    chats: messenger.clientChats,
  });
  const purchasedProducts = createPurchasedProducts(db);
  const purchaseModule = createPurchaseModule({
    db,
    store,
    consultations,
    schedules,
    busyTimes,
    catalog,
    provider: payments.provider,
    sandbox: payments.sandbox,
    jobs,
    mailer: mailerFor('purchase-confirmation-mail'),
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    mailCoach,
    organizer: sessionMailDeps.organizer,
    clientMeetingLink: async (consultationId) => (await clientSession(consultationId))?.meetingUrl ?? null,
    now,
    logger,
    holdMinutes: overrides.paymentHoldMinutes,
    purchased: purchasedProducts,
    addressesOf: (userId) => users.addressesOf(userId),
    notificationNetworks: config.payments.notificationNetworks,
    guestCheckoutLimits: overrides.guestCheckoutLimits ?? defaultGuestCheckoutLimits,
    taxProfile: compliance.taxProfileFor,
    giftCertificateValidityMonths: async () => giftCertificateValidityMonthsOf(await practice.details()),
    purchaseFulfilled: (purchase, metadata) => welcomeModule.welcomeSeries.purchaseFulfilled(purchase, metadata),
    consentAtUse: consents.consentAtUse,
  });
  const supportMessages = createSupportMessages(db);
  const supportMailJob = supportMessageMailJob({ mailer: mailerFor('support-message-mail'), messages: supportMessages, supportEmail: config.supportEmail, publicUrl: config.publicUrl, coach: mailCoach });
  const contentImages = createContentImages(db);
  const articles = createArticles(db, now);
  const newsletters = createNewsletters(db, now);
  const subscribers = createSubscribers({ db, purchases: createPurchaseStore(store), now });
  const newsletterJob = newsletterSendJob({
    newsletters,
    subscribers,
    unsubscribeLinksOf: (recipientId) => unsubscribeLinks({ appSecret: config.appSecret, publicUrl: config.publicUrl, recipientId }),
    mailer: mailerFor('newsletter-send'),
    publicUrl: config.publicUrl,
    coach: mailCoach,
    logger,
  });
  if (roles.has('workers')) {
    const backupJobs = config.backups.nightly ? [nightlyBackup] : [];
    const workers: AnyJobDefinition[] = [
      loginCodeMail,
      supportMailJob,
      newsletterJob,
      exportJob,
      sessionCalendarMail,
      sessionReminderMail,
      bookingLapseMail,
      waitlistMail.notice,
      waitlistMail.offer,
      seriesCheck,
      busyCalendarRefresh,
      ...purchaseModule.jobs,
      ...intakeModule.jobs,
      ...homeworkModule.jobs,
      ...testimonialsModule.jobs,
      ...welcomeModule.jobs,
      ...coachNotifications.jobs,
      ...workspaceModule.jobs,
      ...messenger.jobs,
      ...rooms.jobs,
      ...backupJobs,
    ];
    // Each job runs as one scope of writes, like a request: it ends once the read models show them.
    await jobs.startWorkers(workers);
    if (config.backups.nightly) await scheduleNightlyBackup(jobs, nightlyBackup, now());
    await purchaseModule.startReceiptSweep();
    await scheduleBusyCalendarRefresh(jobs, busyCalendarRefresh, now());
    await coachNotifications.startFollowing();
    await messenger.startFollowing();
  }
  const readiness = readinessProbes({ db, store, redisUrl: config.redisUrl, maxProjectionLag: config.readyMaxProjectionLag, logger });
  const probes = [...readiness.probes, diskSpaceProbe(config.dataDir, config.diskMinFreeBytes)];
  const handlers: HandlerMap = {
    ...operationsHandlers(probes),
    ...operationsAdminHandlers({ db, failedMails, mailerFor, backups: config.backups }),
    ...backupHandlers({ backUp: () => backUp(config.backups.dir), folder: config.backups.dir, journal: createBackupJournal(store) }),
    ...auditHandlers(db, config.adminEmails),
    ...withWelcomeLetters(withIntakeAnswers(clientsHandlers({ db, store, users, adminEmails: config.adminEmails }), intakeModule.intake), welcomeModule.welcomeSeries),
    ...welcomeModule.handlers,
    ...intakeModule.handlers,
    ...homeworkModule.handlers,
    ...testimonialsModule.handlers,
    ...coachNotifications.handlers,
    ...compliance.handlers,
    ...createAdvertisingModule({ store }).handlers,
    ...workspaceModule.handlers,
    ...messenger.handlers,
    ...consents.handlers,
    ...authHandlers({
      users,
      findUser,
      loginSessions,
      loginCodes,
      jobs,
      loginCodeMail,
      adminEmails: config.adminEmails,
      appSecret: config.appSecret,
      mailServiceConsent: consents.mailServiceConsent,
    }),
    ...settingsHandlers({
      db,
      users,
      loginCodes,
      jobs,
      loginCodeMail,
      exports: dataExports,
      exportJob,
      erasure,
    }),
    ...catalogHandlers({
      catalog,
      changeConsultationType: createConsultationTypeChanges({ catalog, store }),
    }),
    ...practiceHandlers({ practice }),
    ...productHandlers({
      catalog,
      files: productFiles,
      history: createProductHistory(store),
      purchased: purchasedProducts,
      addressesOf: (userId) => users.addressesOf(userId),
      appSecret: config.appSecret,
    }),
    ...withSessionConfirmations(consultationHandlers({
      consultations,
      queries: consultationQueries,
      schedules,
      scheduleChanges: createScheduleChanges({ store, schedules, queries: consultationQueries }),
      calendarFeed: createCalendarFeed({ db, appSecret: config.appSecret, publicUrl: config.publicUrl, meetingLinkFor: rooms.meetingLinkFor }),
      waitlist,
      rooms,
      users,
      catalog,
      busyTimes,
      busyCalendar,
      writes,
      giftBalanceKopecks: (userId) => purchaseModule.giftBalanceKopecks(userId),
      sessionGiven: async (consultationId, metadata) => {
        await purchaseModule.sessionSettlements.sessionGiven(consultationId, metadata);
        await testimonialsModule.sessionMarked(consultationId, metadata);
        await welcomeModule.welcomeSeries.sessionMarked(consultationId, metadata);
      },
    }), db),
    ...seriesHandlers({ series: sessionSeries, users, consentAtUse: consents.consentAtUse }),
    ...purchaseModule.handlers,
    ...supportHandlers({ messages: supportMessages, jobs, supportMailJob }),
    ...articleHandlers({ articles, images: contentImages, imageVariants: createImageVariants(path.join(config.dataDir, 'image-variants')), now }),
    ...paymentHandlers(createPaymentLedger(db)),
    ...newsletterToolHandlers({ subscribers, mailer: mailerFor('newsletter-test'), appSecret: config.appSecret, publicUrl: config.publicUrl, logger, newsletterMail: async (input) => newsletterMail({ ...input, coach: await mailCoach() }) }),
    ...newsletterHandlers({
      newsletters,
      images: contentImages,
      users,
      subscribers,
      jobs,
      sendJob: newsletterJob,
      appSecret: config.appSecret,
      coach: mailCoach,
      now,
      welcomeSeries: {
        linkOf: (signed) => {
          const link = welcomeRecipientOf(signed);
          return link && { recipientId: link.recipientId, unsubscribe: (metadata) => welcomeModule.welcomeSeries.unsubscribe(link.trigger, link.recipientId, metadata) };
        },
      },
    }),
  };
  const app = createApp({
    logger,
    now,
    appSecret: config.appSecret,
    trustProxy: config.publicUrl.startsWith('https://'),
    servedOverHttps: config.publicUrl.startsWith('https://'),
    handlers,
    awaitPosition,
    loginSessions,
    findUser,
    writes,
    adminEmails: config.adminEmails,
    metrics: { timer: metrics.requestTimer(), registry: metrics.registry, token: config.metricsToken },
    webRoot: overrides.webRoot ?? path.join(repositoryRoot, 'web/dist'),
    stylesheetFolder: path.join(config.dataDir, 'page-styles'),
    publicUrl: config.publicUrl,
    siteFiles: siteFilesMiddleware({
      articles,
      origin: config.publicUrl,
      coach: async () => {
        const details = await practice.details();
        return { name: details.coachName, nameGenitive: details.coachNameGenitive };
      },
    }),
  });

  return {
    app,
    db: database,
    store,
    jobs,
    probes,
    async close() {
      await backupListener?.close();
      await coachNotifications.stopFollowing();
      await messenger.stopFollowing();
      await jobs.close();
      await readiness.close();
      await projections.stop();
      await mailer.close();
      await store.close();
      if (!overrides.db) await database.close();
    },
  };
}
