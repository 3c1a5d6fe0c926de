import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import type { Logger } from '../../config/logger';
import type { FailedMails } from './failed-mails';

export type MailMonitor = {
  failedMails: FailedMails;
  countMail(kind: string, outcome: 'sent' | 'failed'): void;
  logger: Logger;
};

/**
 * The mailer one kind of mail is sent through: every outcome is counted, a refusal is recorded
 * (address, kind, error) and thrown on, so the job retries it with its backoff; a later success
 * resolves the record. Nothing fails silently.
 */
export function monitoredMailer(inner: Mailer, kind: string, monitor: MailMonitor): Mailer {
  return {
    async send(message: MailMessage) {
      try {
        const sent = await inner.send(message);
        monitor.countMail(kind, 'sent');
        await monitor.failedMails.resolve(message);
        return sent;
      } catch (error) {
        monitor.countMail(kind, 'failed');
        const reason = error instanceof Error ? error.message : String(error);
        monitor.logger.warn({ err: error, mail: kind }, 'mail refused by the transport; recorded for the back office');
        await monitor.failedMails.recordFailure(kind, message, reason);
        throw error;
      }
    },
    // The shared transport is closed once, by its owner.
    close: async () => undefined,
  };
}
