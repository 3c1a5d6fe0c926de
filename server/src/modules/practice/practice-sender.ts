import type { Mailer } from '../../adapters/mail/mailer';
import type { Logger } from '../../config/logger';
import type { Practice } from './practice';
import type { PracticeField } from './practice-details';
import { mailSenderOf } from './practice-seed';

/** Mail goes out as the practice's coach from its contact address, as the coach last saved them. */
export function withPracticeSender(mailer: Mailer, practice: Practice): Mailer {
  return {
    async send(message) {
      return mailer.send({ ...message, from: message.from ?? mailSenderOf(await practice.details()) });
    },
    close: () => mailer.close(),
  };
}

/** In production a placeholder ИНН or address must not go unnoticed: the start says which remain. */
export function warnAboutPlaceholders(remaining: readonly PracticeField[], logger: Logger): void {
  if (remaining.length === 0) return;
  logger.warn({ placeholders: remaining }, 'practice details still hold placeholders: fill them in the back office (Практика)');
}
