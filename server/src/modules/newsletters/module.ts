import { newsletterSendJob } from './jobs/newsletter-send';
import type { Infra } from '../../infra';
import { newsletterMail } from '../../mail/newsletter-mails';
import type { ContentImages } from '../content/content-images';
import { createPurchaseStore } from '../purchases/purchase-store';
import type { Users } from '../users/users';
import { newsletterHandlers, type NewsletterDeps } from './handlers';
import { createNewsletters } from './newsletters';
import { createSubscribers } from './subscribers';
import { newsletterToolHandlers } from './tool-handlers';
import { unsubscribeLinks } from './unsubscribe-tokens';

/** What the newsletters ask of other modules. */
export type NewslettersPorts = {
  users: Users;
  /** The images the articles and newsletters share (`modules/content`). */
  images: ContentImages;
  /** The welcome series' signed links, which the same unsubscribe page ends (`modules/welcome-series`). */
  welcomeSeries: NewsletterDeps['welcomeSeries'];
};

/** The newsletters, wired: the subscribers, the sending job, the coach's handlers and tools. */
export function createNewslettersModule(infra: Infra, ports: NewslettersPorts) {
  const { db, now, appSecret, publicUrl, logger } = infra;
  const newsletters = createNewsletters(db, now);
  const subscribers = createSubscribers({ db, purchases: createPurchaseStore(infra.store), now });
  const sendJob = newsletterSendJob({
    newsletters,
    subscribers,
    unsubscribeLinksOf: (recipientId) => unsubscribeLinks({ appSecret, publicUrl, recipientId }),
    mailer: infra.mailerFor('newsletter-send'),
    publicUrl,
    coach: infra.coach,
    logger,
  });
  return {
    jobs: [sendJob],
    handlers: {
      ...newsletterToolHandlers({
        subscribers,
        mailer: infra.mailerFor('newsletter-test'),
        appSecret,
        publicUrl,
        logger,
        newsletterMail: async (input) => newsletterMail({ ...input, coach: await infra.coach() }),
      }),
      ...newsletterHandlers({ newsletters, images: ports.images, users: ports.users, subscribers, jobs: infra.jobs, sendJob, appSecret, coach: infra.coach, now, welcomeSeries: ports.welcomeSeries }),
    },
  };
}
