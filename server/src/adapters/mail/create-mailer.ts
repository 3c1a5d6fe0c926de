import type { Logger } from '../../config/logger';
import type { Mailer, MailSender } from './mailer';
import { createOutboxMailer, outboxDirectory } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type MailerSettings = {
  /** SMTP through nodemailer when set; `.eml` files in `<dataDir>/outbox` otherwise. */
  smtpUrl: string | undefined;
  dataDir: string;
  mailFrom: MailSender;
};

export function createMailer(settings: MailerSettings, logger: Logger): Mailer {
  if (settings.smtpUrl) {
    logger.info({ mail: 'smtp' }, 'mail: SMTP');
    return createSmtpMailer({ smtpUrl: settings.smtpUrl, mailFrom: settings.mailFrom }, logger);
  }
  const outboxDir = outboxDirectory(settings.dataDir);
  logger.info({ mail: 'outbox', outboxDir }, 'mail: written as .eml files (no SMTP_URL)');
  return createOutboxMailer({ outboxDir, mailFrom: settings.mailFrom }, logger);
}
