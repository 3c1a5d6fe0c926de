import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../config/logger';
import type { Mailer, MailSender } from './mailer';
import { toNodemailerMessage } from './nodemailer-message';

export type OutboxMailerOptions = {
  outboxDir: string;
  mailFrom: MailSender;
};

/** Where the embedded default puts its mail: `<DATA_DIR>/outbox`. */
export function outboxDirectory(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * The embedded default: each message becomes an RFC 822 `.eml` file (the MIME nodemailer would
 * send over SMTP), readable by any mail client and by the tests.
 */
export function createOutboxMailer(options: OutboxMailerOptions, logger: Logger): Mailer {
  // CRLF line ends, as on the wire, so the file is a faithful RFC 5322 message.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const nextFileName = outboxFileNamer();

  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailerMessage(message, options.mailFrom));
      // Every time, not once: someone may empty the data folder while the server runs.
      await mkdir(options.outboxDir, { recursive: true });
      const fileName = nextFileName();
      const file = path.join(options.outboxDir, fileName);
      // Written beside the target and renamed: a reader polling the folder never sees half a message,
      // and the dot and suffix keep the temporary file out of any `*.eml` listing.
      const temporary = path.join(options.outboxDir, `.${fileName}.tmp`);
      try {
        // `buffer: true` above makes the message a Buffer.
        await writeFile(temporary, info.message as Buffer);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      logger.info({ messageId: info.messageId, file }, 'mail written to outbox');
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * File names that sort in sending order and never collide: a UTC timestamp made strictly increasing
 * within this process (two messages in one millisecond keep their order), then random bytes for
 * other processes writing into the same folder. ':' is left out of the timestamp for portability.
 */
export function outboxFileNamer(now: () => number = Date.now): () => string {
  let last = 0;
  return () => {
    last = Math.max(now(), last + 1);
    const stamp = new Date(last).toISOString().replaceAll(':', '-');
    return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
  };
}
