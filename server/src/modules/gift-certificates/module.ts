import { systemMetadata } from '../../shared/system-metadata';
import { giftCertificateMailJob } from './jobs/gift-certificate-mail';
import { renderCertificatePdf } from './certificate-pdf';
import { createGiftCertificateCheckout } from './gift-certificate-checkout';
import { createGiftCertificates, giftCertificateMailJobId } from './gift-certificates';
import { giftCertificateHandlers } from './handlers';
import type { GiftCertificatesPorts } from './ports';
import { createRedeemLimiter } from './redeem-limits';
import { mailJobInfra, type Infra } from '../../infra';

/** The gift certificates, wired: the service, the recipient's mail job, and the handlers with their checkout. */
export function createGiftCertificatesModule(infra: Pick<Infra, 'appSecret' | 'coach' | 'db' | 'jobs' | 'logger' | 'mailerFor' | 'now' | 'publicUrl' | 'store'>, ports: GiftCertificatesPorts) {
  const certificates = createGiftCertificates(infra, ports, createRedeemLimiter(infra.db), () => mailJob);
  const mailJob = giftCertificateMailJob({
    // The recipient's mail is counted with the purchase mails.
    ...mailJobInfra(infra, 'purchase-confirmation-mail'),
    async loadLetter(certificateId) {
      const details = await certificates.mailDetails(certificateId);
      if (!details) return undefined;
      const { offer, ...letter } = details;
      return { ...letter, offerName: offer.name, sessions: offer.kind === 'consultation' ? offer.sessions : null };
    },
    renderPdf: async (letter) => renderCertificatePdf(letter, (await infra.coach()).name, infra.publicUrl),
    recordMailed: async (certificateId, now) => {
      await certificates.recordMailed(certificateId, systemMetadata(giftCertificateMailJobId(certificateId), now));
    },
  });
  return {
    certificates,
    mailJob,
    handlers: giftCertificateHandlers(infra, ports, certificates, createGiftCertificateCheckout(ports, certificates)),
  };
}
