import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../adapters/mail/outbox-mailer';
import { createLogger } from '../../config/logger';
import { readMail } from '../../../../tests/support/read-mail';
import { placeholderDetails, placeholderFields } from './practice-details';
import { mailSenderOf, practiceSeedFromEnvironment } from './practice-seed';

describe('practice details from the configuration', () => {
  it('should seed today\'s placeholders when nothing is configured, and report them', () => {
    expect(practiceSeedFromEnvironment({})).toEqual(placeholderDetails);
    expect(placeholderFields(placeholderDetails)).toEqual(['legalName', 'inn', 'postalAddress', 'email', 'supportEmail', 'site', 'operatorRegistryNumber']);
  });

  it('should take the configured values and inflect the coach\'s name for mail', () => {
    const details = practiceSeedFromEnvironment({ PRACTICE_COACH_NAME: 'Мария Петрова', PRACTICE_INN: '500100732259', PRACTICE_TAX_STATUS: 'sole_proprietor' });
    expect(details).toMatchObject({ coachName: 'Мария Петрова', coachNameGenitive: 'Марии Петровой', inn: '500100732259', taxStatus: 'sole_proprietor' });
    expect(placeholderFields(details)).not.toContain('inn');
    expect(mailSenderOf(details)).toEqual({ name: 'Коуч Мария Петрова', address: 'hello@example.ru' });
  });

  it('should send as the coach whatever her name holds: a `:` or `<` stays in the name, never a group or a second address', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sender-test-'));
    const outboxDir = path.join(dataDir, 'outbox');
    try {
      const details = practiceSeedFromEnvironment({ PRACTICE_COACH_NAME: 'Анна: <Смирнова>, коуч', PRACTICE_EMAIL: 'hello@example.ru' });
      const mailer = createOutboxMailer({ outboxDir, mailFrom: mailSenderOf(details) }, createLogger('silent'));
      await mailer.send({ to: 'client@example.ru', subject: 'Проверка', text: 'Текст', html: '<p>Текст</p>' });
      await mailer.close();
      const [file] = await readdir(outboxDir);
      const raw = (await readFile(path.join(outboxDir, file!), 'utf8')).replace(/\r\n[ \t]+/g, ' ');
      const from = /^From: (.*)$/m.exec(raw)?.[1];
      // The name travels as encoded words (atoms), then the one address: no `:` group, no `,` list.
      expect(from).toMatch(/^(=\?UTF-8\?[BQ]\?[^?]*\?=\s*)+<hello@example\.ru>$/);
      // Decoded, the whole name is there.
      expect((await readMail(raw)).headers.from).toBe('Коуч Анна: <Смирнова>, коуч <hello@example.ru>');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
