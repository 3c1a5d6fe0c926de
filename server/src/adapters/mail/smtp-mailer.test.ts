import { describe, expect, it } from 'vitest';
import { createLogger } from '../../config/logger';
import { createSmtpMailer } from './smtp-mailer';

describe('SMTP mailer', () => {
  it('should reject when the server cannot be reached, so the mail job retries', async () => {
    const mailer = createSmtpMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'hello@example.ru' }, createLogger('silent'));
    await expect(mailer.send({ to: 'client@example.ru', subject: 'Тема', text: 'Текст', html: '<p>Текст</p>' })).rejects.toThrow();
    await mailer.close();
  });
});
