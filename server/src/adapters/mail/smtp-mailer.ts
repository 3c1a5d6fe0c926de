import nodemailer from 'nodemailer';
import type { Logger } from '../../config/logger';
import type { Mailer, MailSender } from './mailer';
import { toNodemailerMessage } from './nodemailer-message';

export type SmtpMailerOptions = {
  /** e.g. `smtps://user:password@smtp.example.ru:465`; nodemailer reads host, port, TLS and auth from it. */
  smtpUrl: string;
  mailFrom: MailSender;
};

/** Sends through an SMTP server; a refused message rejects, so the job retries it. */
export function createSmtpMailer(options: SmtpMailerOptions, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailerMessage(message, options.mailFrom));
      logger.info({ messageId: info.messageId, response: info.response }, 'mail sent over smtp');
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}
