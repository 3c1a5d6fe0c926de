import path from 'node:path';
import type { AnyJobDefinition, JobQueue } from './adapters/queue/job-queue';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import { createMessengerChannels } from './adapters/messenger/create-messenger-channels';
import { createApp } from './app';
import type { Config } from './config/config';
import type { Logger } from './config/logger';
import type { Database } from './db/database';
import type { EventStore } from './eventstore/event-store';
import type { HandlerMap } from './http/handler-types';
import { openInfra } from './runtime/open-infra';
import { repositoryRoot } from './config/repository-root';
import type { Projection } from '../../projections/projection';
import { createAdvertisingModule } from './modules/advertising/module';
import { createAuditModule } from './modules/audit/module';
import { createAuthModule } from './modules/auth/module';
import type { SendCodeLimits } from './modules/auth/rate-limits';
import { createBackupModule } from './modules/backup/module';
import { createCatalogModule } from './modules/catalog/module';
import { createClientsModule } from './modules/clients/module';
import { createCoachNotificationsModule } from './modules/coach-notifications/module';
import { createComplianceModule } from './modules/compliance/module';
import { createConsentsModule } from './modules/consents/module';
import { createConsultationsModule } from './modules/consultations/module';
import { createContentModule } from './modules/content/module';
import { createHomeworkModule } from './modules/homework/module';
import { withIntakeAnswers } from './modules/intake/handlers';
import { createIntakeModule } from './modules/intake/module';
import { createMessengerModule, withSessionConfirmations } from './modules/messenger/module';
import { createNewslettersModule } from './modules/newsletters/module';
import type { Probe } from './modules/operations/readiness';
import { createPaymentsModule } from './modules/payments/module';
import { giftCertificateValidityMonthsOf } from './modules/practice/practice-details';
import { createPrivacyModule } from './modules/privacy/module';
import { createPersonalDataKeys } from './modules/privacy/personal-data-keys';
import { createProductsModule } from './modules/products/module';
import { defaultGuestCheckoutLimits, type GuestCheckoutLimits } from './modules/purchases/guest-checkout-limits';
import { createPurchaseModule } from './modules/purchases/module';
import { createRoomsModule } from './modules/rooms/module';
import { createSettingsModule } from './modules/settings/module';
import { createSupportModule } from './modules/support/module';
import { createTestimonialsModule } from './modules/testimonials/module';
import { createUsersModule } from './modules/users/module';
import { withWelcomeLetters } from './modules/welcome-series/handlers';
import { createWelcomeSeriesModule } from './modules/welcome-series/module';
import { createWorkspaceModule } from './modules/workspace/module';

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
 * projection runner (without it, handlers wait for the projections process's checkpoints). It
 * builds the infrastructure record (`Infra`) once, then each module from it and the ports the
 * others offer, and concatenates what they contribute.
 */
export async function startServices(config: Config, logger: Logger, overrides: ServiceOverrides = {}): Promise<Services> {
  const now = overrides.now ?? (() => new Date());
  const { infra, database, practice, practiceHandlers, practiceDetails, operations, ...opened } = await openInfra(config, logger, { ...overrides, now });
  const { db, store, jobs, writes, readModelsAt } = infra;
  const products = createProductsModule(infra);
  await products.seed(practiceDetails.coachName, logger);
  const backup = await createBackupModule(infra, { backups: config.backups, ownsDatabase: !overrides.db });
  const { users, addressesOf, coachZone } = createUsersModule(infra);
  const { catalog, handlers: catalogHandlers } = createCatalogModule(infra);
  /** The coach's address for her mails (her zone is her account's, `coachZone`). */
  const coachAddress = async () => (await practice.details()).email;
  // A video room per session by the provider she chose (modules/rooms): every page, mail and feed takes its link from meetingLinkFor.
  const rooms = createRoomsModule(infra, { settings: config.rooms, staticLink: () => consultations.schedules.meetingUrl(), coachName: async () => (await practice.details()).coachName });
  // The coach told by mail, and the messenger channel beside mail: both follow the recorded events.
  const coachNotifications = createCoachNotificationsModule(infra, { coachAddress, coachZone });
  const messenger = createMessengerModule(infra, { channels: createMessengerChannels(config.messengers, logger), coachZone });
  // The client's messages and files with the coach, sealed under her key in the data folder.
  const workspace = createWorkspaceModule(infra, { keys: createPersonalDataKeys(db, now), quotaBytes: config.workspaceQuotaBytes, coachAddress, findUser: (userId) => users.findById(userId) });
  const intake = createIntakeModule(infra, { loadSession: (consultationId) => consultations.clientSession(consultationId) });
  const homework = createHomeworkModule(infra, { coachAddress, coachZone, clientOf: (userId) => users.findById(userId), sessionClient: (consultationId) => consultations.clientOf(consultationId) });
  const testimonials = createTestimonialsModule(infra, { loadClient: (userId) => users.findById(userId) });
  // The notification pack, where the data lives, the tax limits; the VAT rate each sale's receipts carry.
  const compliance = createComplianceModule(infra, {
    config,
    practiceDetails: () => practice.details(),
    consultationTypes: () => catalog.consultationTypes(),
    roomProvider: () => rooms.provider(),
    busyCalendarUrl: async () => (await consultations.busyCalendar.status(now())).url,
  });
  // Her consents by purpose: one per processor the configuration uses (issue 48); the purchases ask the payment service's.
  const consents = createConsentsModule(infra, {
    processors: compliance.processors,
    setAdvertisingConsent: (userId, given, metadata) => users.setAdvertisingConsent(userId, given, 'settings', metadata),
    chats: messenger.clientChats,
  });
  const consultations = createConsultationsModule(infra, {
    users, catalog, rooms, consentAtUse: consents.consentAtUse, busyCalendarAllowLocal: config.busyCalendarAllowLocal,
    followingSessions: (notices) => rooms.followingSessions(intake.followingSessions(notices)),
    announcingWaitlistJoins: (waitlist) => coachNotifications.announcingWaitlistJoins(waitlist),
    giftBalanceKopecks: (userId, now) => purchases.giftBalanceKopecks(userId, now),
    sessionGiven: async (consultationId, metadata) => {
      await purchases.sessionSettlements.sessionGiven(consultationId, metadata);
      await testimonials.sessionMarked(consultationId, metadata);
      await welcome.welcomeSeries.sessionMarked(consultationId, metadata);
    },
  });
  const welcome = createWelcomeSeriesModule(infra, { catalog, heldSessionClient: (consultationId) => testimonials.testimonials.heldSessionClient(consultationId) });
  // The sandbox keeps its own tables, which no read model feeds: its writes never wait.
  const payments = await createPaymentProvider(config.payments, database, logger, now);
  const purchases = createPurchaseModule(infra, {
    consultations: consultations.consultations, schedules: consultations.schedules, busyTimes: consultations.busyTimes, catalog,
    provider: payments.provider, sandbox: payments.sandbox, purchased: products.purchased, addressesOf, consentAtUse: consents.consentAtUse,
    clientMeetingLink: async (consultationId) => (await consultations.clientSession(consultationId))?.meetingUrl ?? null,
    holdMinutes: overrides.paymentHoldMinutes, notificationNetworks: config.payments.notificationNetworks, guestCheckoutLimits: overrides.guestCheckoutLimits ?? defaultGuestCheckoutLimits,
    taxProfile: compliance.taxProfileFor,
    giftCertificateValidityMonths: async () => giftCertificateValidityMonthsOf(await practice.details()),
    purchaseFulfilled: (purchase, metadata) => welcome.welcomeSeries.purchaseFulfilled(purchase, metadata),
  });
  const auth = createAuthModule(infra, { users, mailServiceConsent: consents.mailServiceConsent, sendCodeLimits: overrides.sendCodeLimits });
  const privacy = createPrivacyModule(infra, {
    users, loginCodeMail: auth.loginCodeMail, failedMails: operations.failedMails, backupsDir: config.backups.dir,
    exportParts: async (userId) => ({ intake: await intake.exportOf(userId), homework: await homework.exportOf(userId), workspace: await workspace.exportOf(userId) }),
    // Called only when an account is erased, long after the testimonials module is made.
    withdrawOtherConsents: (userId, metadata) => testimonials.withdrawConsentOnErasure(userId, metadata),
  });
  const support = createSupportModule(infra, { supportEmail: config.supportEmail });
  const content = createContentModule(infra, { practiceDetails: () => practice.details() });
  const newsletters = createNewslettersModule(infra, { users, images: content.images, welcomeSeries: welcome.unsubscribeLinks });
  if (config.roles.includes('workers')) {
    // Each job runs as one scope of writes, like a request: it ends once the read models show them.
    const jobful = [auth, support, newsletters, privacy, consultations, purchases, intake, homework, testimonials, welcome, coachNotifications, workspace, messenger, rooms, backup];
    await jobs.startWorkers(jobful.flatMap((module): readonly AnyJobDefinition[] => module.jobs));
    await backup.start();
    await purchases.startReceiptSweep();
    await consultations.start();
    await coachNotifications.startFollowing();
    await messenger.startFollowing();
  }
  const readiness = operations.readiness(config);
  // Each module's operations; a few wrapped by another module that adds to their answers.
  const handlers: HandlerMap = {
    ...readiness.handlers, ...backup.handlers, ...createAuditModule(infra).handlers, ...createPaymentsModule(infra).handlers,
    ...withWelcomeLetters(withIntakeAnswers(createClientsModule(infra, { users }).handlers, intake.intake), welcome.welcomeSeries),
    ...welcome.handlers, ...intake.handlers, ...homework.handlers, ...testimonials.handlers, ...coachNotifications.handlers, ...compliance.handlers,
    ...createAdvertisingModule(infra).handlers, ...workspace.handlers, ...messenger.handlers, ...consents.handlers, ...auth.handlers,
    ...createSettingsModule(infra, { users, loginCodes: auth.loginCodes, loginCodeMail: auth.loginCodeMail, exports: privacy.exports, exportJob: privacy.exportJob, erasure: privacy.erasure }).handlers,
    ...catalogHandlers, ...practiceHandlers, ...products.handlers({ catalog, addressesOf }),
    ...withSessionConfirmations(consultations.handlers, db), ...consultations.seriesHandlers,
    ...purchases.handlers, ...support.handlers, ...content.handlers, ...newsletters.handlers,
  };
  const servedOverHttps = config.publicUrl.startsWith('https://');
  const app = createApp({
    logger, now, appSecret: config.appSecret, trustProxy: servedOverHttps, servedOverHttps, handlers, awaitPosition: readModelsAt, loginSessions: auth.loginSessions, findUser: auth.findUser, writes,
    adminEmails: config.adminEmails,
    metrics: { timer: operations.metrics.requestTimer(), registry: operations.metrics.registry, token: config.metricsToken },
    webRoot: overrides.webRoot ?? path.join(repositoryRoot, 'web/dist'),
    stylesheetFolder: path.join(config.dataDir, 'page-styles'),
    publicUrl: config.publicUrl,
    siteFiles: content.siteFiles(),
  });

  return {
    app,
    db: database,
    store,
    jobs,
    probes: readiness.probes,
    async close() {
      await backup.close();
      await coachNotifications.stopFollowing();
      await messenger.stopFollowing();
      await jobs.close();
      await readiness.close();
      await opened.close();
    },
  };
}
