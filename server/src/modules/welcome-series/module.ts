import type { RequestMetadata } from '../../eventstore/decider';
import type { Catalog } from '../catalog/catalog';
import { freeProductTypeId } from '../catalog/catalog';
import { unsubscribeLinks } from '../newsletters/unsubscribe-tokens';
import { welcomeLetterMailJob } from './jobs/welcome-letter-mail';
import { welcomeSeriesHandlers } from './handlers';
import { createWelcomeSeries } from './welcome-series';
import { welcomeRecipientOf, welcomeUnsubscribeRecipient } from './unsubscribe';
import type { Infra } from '../../infra';

export type WelcomeSeriesPorts = {
  catalog: Pick<Catalog, 'productType'>;
  /** The client of a session the coach marked held (null for any other outcome): starts the first-session series. */
  heldSessionClient: (consultationId: number) => Promise<string | null>;
};

/** The welcome series (after the guide, a first purchase, a first session), their letter job and back-office operations, wired together. */
export function createWelcomeSeriesModule(infra: Pick<Infra, 'appSecret' | 'coach' | 'db' | 'jobs' | 'logger' | 'mailerFor' | 'now' | 'publicUrl' | 'store'>, ports: WelcomeSeriesPorts) {
  const deps = { store: infra.store, db: infra.db, jobs: infra.jobs, appSecret: infra.appSecret, publicUrl: infra.publicUrl, coach: infra.coach, now: infra.now, logger: infra.logger, mailer: infra.mailerFor('welcome-letter-mail'), ...ports };
  const welcomeSeries = createWelcomeSeries(infra, ports.heldSessionClient);
  const letterJob = welcomeLetterMailJob({
    letter: (trigger, letterId) => welcomeSeries.letter(trigger, letterId),
    addressOf: (recipientId) => welcomeSeries.addressOf(recipientId),
    stillSubscribed: (recipientId) => welcomeSeries.stillSubscribed(recipientId),
    claim: (ref, now) => welcomeSeries.claim(ref, now),
    recordSent: (ref, subject, now) => welcomeSeries.recordSent(ref, subject, now),
    release: (ref, now) => welcomeSeries.release(ref, now),
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
    /** The port the newsletters' unsubscribe page takes: the person a signed `welcome:…` link names, and ending that series for her. */
    unsubscribeLinks: {
      linkOf: (signed: string) => {
        const link = welcomeRecipientOf(signed);
        return link && { recipientId: link.recipientId, unsubscribe: (metadata: RequestMetadata) => welcomeSeries.unsubscribe(link.trigger, link.recipientId, metadata) };
      },
    },
  };
}
