import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { giftCertificateMailPayload, type GiftCertificateMailPayload } from '../../../jobs/payloads';
import { giftCertificateMail, type GiftCertificateLetter } from '../../../mail/gift-certificate-mails';

import type { Infra, MailJobInfra } from '../../../infra';

/**
 * Mails a gift certificate to its recipient on the day the buyer chose: one delayed job per
 * certificate (`gift-certificate-mail-{certificateId}`), the code in the mail and in its PDF.
 */
export function giftCertificateMailJob(
  deps: MailJobInfra & Pick<Infra, 'logger'> & {
    /** The certificate's letter and its recipient's address; undefined when nothing is to be mailed (refunded, erased, or mailed before). */
    loadLetter(certificateId: string): Promise<(GiftCertificateLetter & { recipientEmail: string }) | undefined>;
    /** The certificate as a PDF (the same library and fonts as the guide's). */
    renderPdf(letter: GiftCertificateLetter): Promise<Buffer>;
    /** Records the mail in the certificate's stream, at the run's `now`. */
    recordMailed(certificateId: string, now: Date): Promise<void>;
  },
): JobDefinition<GiftCertificateMailPayload> {
  return defineJob('gift-certificate-mail', giftCertificateMailPayload, { attempts: 8, backoffMs: 5000 }, async ({ certificateId }, { now }) => {
    const letter = await deps.loadLetter(certificateId);
    if (!letter) {
      deps.logger.info({ certificateId }, 'gift certificate not mailed: refunded, erased or mailed before');
      return;
    }
    const { recipientEmail, ...content } = letter;
    const pdf = await deps.renderPdf(content);
    await deps.mailer.send({
      to: recipientEmail,
      ...giftCertificateMail(content, deps.publicUrl, await deps.coach()),
      attachments: [{ filename: `sertifikat-${content.code}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
    await deps.recordMailed(certificateId, now);
  });
}
