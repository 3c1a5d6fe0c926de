import type { Mailer } from '../../adapters/mail/mailer';
import type { JobQueue } from '../../adapters/queue/job-queue';
import type { Logger } from '../../config/logger';
import type { Queryable } from '../../db/database';
import type { EventStore } from '../../eventstore/event-store';
import type { Catalog } from '../catalog/catalog';
import { freeProductTypeId } from '../catalog/catalog';
import { unsubscribeLinks } from '../newsletters/unsubscribe-tokens';
import { welcomeLetterMailJob } from './jobs/welcome-letter-mail';
import type { MailCoachSource } from '../../mail/layout';
import { welcomeSeriesHandlers } from './handlers';
import { createWelcomeSeries } from './welcome-series';
import { welcomeUnsubscribeRecipient } from './unsubscribe';

export type WelcomeSeriesModuleDeps = {
  store: EventStore;
  db: Queryable;
  jobs: JobQueue;
  catalog: Pick<Catalog, 'productType'>;
  mailer: Mailer;
  appSecret: string;
  publicUrl: string;
  coach: MailCoachSource;
  now: () => Date;
  logger: Logger;
  /** The client of a session the coach marked held (null for any other outcome): starts the first-session series. */
  heldSessionClient: (consultationId: number) => Promise<string | null>;
};

/** The welcome series (after the guide, a first purchase, a first session), their letter job and back-office operations, wired together. */
export function createWelcomeSeriesModule(deps: WelcomeSeriesModuleDeps) {
  const welcomeSeries = createWelcomeSeries(deps);
  const letterJob = welcomeLetterMailJob({
    letter: (trigger, letterId) => welcomeSeries.letter(trigger, letterId),
    addressOf: (recipientId) => welcomeSeries.addressOf(recipientId),
    stillSubscribed: (recipientId) => welcomeSeries.stillSubscribed(recipientId),
    claim: (ref) => welcomeSeries.claim(ref),
    recordSent: (ref, subject) => welcomeSeries.recordSent(ref, subject),
    release: (ref) => welcomeSeries.release(ref),
    guideName: async () => (await deps.catalog.productType(freeProductTypeId))?.name ?? 'гид',
    unsubscribeLinksOf: (trigger, recipientId) => {
      const links = unsubscribeLinks({ appSecret: deps.appSecret, publicUrl: deps.publicUrl, recipientId: welcomeUnsubscribeRecipient(recipientId, trigger) });
      return { ...links, allPageUrl: `${links.pageUrl}&all=true` };
    },
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    coach: deps.coach,
    logger: deps.logger,
  });
  welcomeSeries.useLetterJob(letterJob);
  return {
    welcomeSeries,
    jobs: [letterJob],
    handlers: welcomeSeriesHandlers({ welcomeSeries, catalog: deps.catalog }),
  };
}
