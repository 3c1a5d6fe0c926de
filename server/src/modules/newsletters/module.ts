import { newsletterSendJob } from './jobs/newsletter-send';
import { mailJobInfra, type Infra } from '../../infra';
import { newsletterMail } from '../../mail/newsletter-mails';
import { createPurchaseStore } from '../purchases/purchase-store';
import { newsletterHandlers } from './handlers';
import { createNewsletters } from './newsletters';
import { createSubscribers } from './subscribers';
import { newsletterToolHandlers } from './tool-handlers';
import { unsubscribeLinks } from './unsubscribe-tokens';

/**
 * What the newsletters ask of other modules: the accounts, the images the articles and newsletters
 * share (`modules/content`), the welcome series' signed links, which the same unsubscribe page ends
 * (`modules/welcome-series`).
 */
export type NewslettersPorts = Parameters<typeof newsletterHandlers>[1];

/** The newsletters, wired: the subscribers, the sending job, the coach's handlers and tools. */
export function createNewslettersModule(infra: Infra, ports: NewslettersPorts) {
  const { db, now, appSecret, publicUrl } = infra;
  const newsletters = createNewsletters(db);
  const subscribers = createSubscribers({ db, purchases: createPurchaseStore(infra.store), now });
  const unsubscribeLinksOf = (recipientId: string) => unsubscribeLinks({ appSecret, publicUrl, recipientId });
  const sendJob = newsletterSendJob({ ...mailJobInfra(infra, 'newsletter-send'), newsletters, subscribers, unsubscribeLinksOf });
  return {
    jobs: [sendJob],
    handlers: {
      ...newsletterToolHandlers(infra, subscribers, async (input) => newsletterMail({ ...input, coach: await infra.coach() })),
      ...newsletterHandlers(infra, ports, { newsletters, subscribers, sendJob }),
    },
  };
}
