import { systemMetadata } from '../../shared/system-metadata';
import type { Mailer } from '../../adapters/mail/mailer';
import type { JobQueue } from '../../adapters/queue/job-queue';
import type { Logger } from '../../config/logger';
import type { Database } from '../../db/database';
import { type RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { giftCertificateMailJob } from './jobs/gift-certificate-mail';
import type { MailCoachSource } from '../../mail/layout';
import { renderCertificatePdf } from './certificate-pdf';
import { createGiftCertificateCheckout, type GiftCertificateCheckoutDeps } from './gift-certificate-checkout';
import { createGiftCertificates, giftCertificateMailJobId } from './gift-certificates';
import { giftCertificateHandlers } from './handlers';
import { createRedeemLimiter } from './redeem-limits';

/** The gift certificates, wired: the service, the recipient's mail job, and the handlers with their checkout. */
export function createGiftCertificatesModule(deps: {
  store: EventStore;
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  appSecret: string;
  publicUrl: string;
  coach: MailCoachSource;
  now: () => Date;
  logger: Logger;
  /** Grants a redeemed certificate's sessions as credits named by its purchase. */
  grantCredits: (userId: string, purchaseId: string, count: number, metadata: RequestMetadata) => Promise<unknown>;
  /** The months a certificate issued now is valid (the coach's setting in «Практика»). */
  validityMonths: () => Promise<number>;
}) {
  const certificates = createGiftCertificates({ ...deps, limiter: createRedeemLimiter(deps.db), mailJob: () => mailJob });
  const mailJob = giftCertificateMailJob({
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    coach: deps.coach,
    logger: deps.logger,
    async loadLetter(certificateId) {
      const details = await certificates.mailDetails(certificateId);
      if (!details) return undefined;
      const { offer, ...letter } = details;
      return { ...letter, offerName: offer.name, sessions: offer.kind === 'consultation' ? offer.sessions : null };
    },
    renderPdf: async (letter) => renderCertificatePdf(letter, (await deps.coach()).name, deps.publicUrl),
    recordMailed: async (certificateId, now) => {
      await certificates.recordMailed(certificateId, systemMetadata(giftCertificateMailJobId(certificateId), now));
    },
  });
  return {
    certificates,
    mailJob,
    handlers: (checkoutDeps: Omit<GiftCertificateCheckoutDeps, 'certificates'> & { providerKind: 'yookassa' | 'sandbox' }) =>
      giftCertificateHandlers({
        certificates,
        checkout: createGiftCertificateCheckout({ ...checkoutDeps, certificates }),
        providerKind: checkoutDeps.providerKind,
        appSecret: deps.appSecret,
      }),
  };
}
