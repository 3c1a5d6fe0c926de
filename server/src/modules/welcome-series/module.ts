import type { RequestMetadata } from '../../eventstore/decider';
import type { Catalog } from '../catalog/catalog';
import { freeProductTypeId } from '../catalog/catalog';
import { unsubscribeLinks } from '../newsletters/unsubscribe-tokens';
import { welcomeLetterMailJob } from './jobs/welcome-letter-mail';
import { welcomeSeriesHandlers } from './handlers';
import { createWelcomeSeries } from './welcome-series';
import { welcomeRecipientOf, welcomeUnsubscribeRecipient } from './unsubscribe';
import { mailJobInfra, type Infra } from '../../infra';

export type WelcomeSeriesPorts = {
  catalog: Pick<Catalog, 'productType'>;
  /** The client of a session the coach marked held (null for any other outcome): starts the first-session series. */
  heldSessionClient: (consultationId: number) => Promise<string | null>;
};

/** The welcome series (after the guide, a first purchase, a first session), their letter job and back-office operations, wired together. */
export function createWelcomeSeriesModule(infra: Pick<Infra, 'appSecret' | 'coach' | 'db' | 'jobs' | 'logger' | 'mailerFor' | 'now' | 'publicUrl' | 'store'>, ports: WelcomeSeriesPorts) {
  const welcomeSeries = createWelcomeSeries(infra, ports.heldSessionClient);
  // The letter, her address, her consent and the letter's claim are the series' own.
  const letterJob = welcomeLetterMailJob({
    ...welcomeSeries,
    ...mailJobInfra(infra, 'welcome-letter-mail'),
    guideName: async () => (await ports.catalog.productType(freeProductTypeId))?.name ?? 'гид',
    unsubscribeLinksOf: (trigger, recipientId) => {
      const links = unsubscribeLinks({ appSecret: infra.appSecret, publicUrl: infra.publicUrl, recipientId: welcomeUnsubscribeRecipient(recipientId, trigger) });
      return { ...links, allPageUrl: `${links.pageUrl}&all=true` };
    },
  });
  welcomeSeries.useLetterJob(letterJob);
  return {
    welcomeSeries,
    jobs: [letterJob],
    handlers: welcomeSeriesHandlers({ welcomeSeries, catalog: ports.catalog }),
    /** The port the newsletters' unsubscribe page takes: the person a signed `welcome:…` link names, and ending that series for her. */
    unsubscribeLinks: {
      linkOf: (signed: string) => {
        const link = welcomeRecipientOf(signed);
        return link && { recipientId: link.recipientId, unsubscribe: (metadata: RequestMetadata) => welcomeSeries.unsubscribe(link.trigger, link.recipientId, metadata) };
      },
    },
  };
}
