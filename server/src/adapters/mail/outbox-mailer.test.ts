import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../../tests/support/outbox';
import { createLogger } from '../../config/logger';
import type { Mailer } from './mailer';
import { createOutboxMailer, outboxFileNamer } from './outbox-mailer';

const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

describe('outbox mailer', () => {
  let dataDir: string;
  let outboxDir: string;
  let mailer: Mailer;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-test-'));
    outboxDir = path.join(dataDir, 'outbox');
    mailer = createOutboxMailer({ outboxDir, mailFrom: 'Коуч Анна Смирнова <hello@example.ru>' }, logger);
  });
  afterEach(async () => {
    await mailer.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('should write a MIME message with a Russian subject, text and HTML parts and custom headers that reads back', async () => {
    const subject = 'Новая рассылка: как выстроить границы и не выгореть на работе — заметки коуча Анны Смирновой';
    const text = `Здравствуйте!\n\n${'Длинная строка без переносов, чтобы кодировщик разбил её мягкими переносами. '.repeat(4)}\n\nАнна`;
    const html = '<p>Здравствуйте!</p><p><b>Важно:</b> ссылка <a href="https://coach.example/a?x=1&amp;y=2">здесь</a>.</p>';
    const { messageId } = await mailer.send({
      to: 'client@example.ru',
      subject,
      text,
      html,
      replyTo: 'anna@example.ru',
      headers: { 'List-Unsubscribe': '<https://coach.example/unsubscribe?token=abc>' },
    });

    const [mail, ...others] = await readOutbox(outboxDir);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ to: 'client@example.ru', subject, text, html });
    expect(mail!.file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(mail!.headers).toMatchObject({
      'list-unsubscribe': '<https://coach.example/unsubscribe?token=abc>',
      'reply-to': 'anna@example.ru',
      'message-id': messageId,
      from: 'Коуч Анна Смирнова <hello@example.ru>',
    });
    expect(mail!.headers['content-type']).toMatch(/^multipart\/alternative; boundary=/);

    // As it would go over the wire: 7-bit clean, CRLF line ends, the subject as RFC 2047 words.
    const raw = await readFile(path.join(outboxDir, mail!.file), 'latin1');
    expect([...raw].every((character) => character.charCodeAt(0) < 0x80)).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
    expect(raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
  });

  it('should keep files in sending order and leave no temporary files behind', async () => {
    for (let n = 1; n <= 5; n++) {
      await mailer.send({ to: `client${n}@example.ru`, subject: `Письмо ${n}`, text: `Текст ${n}`, html: `<p>Текст ${n}</p>` });
    }
    expect((await readOutbox(outboxDir)).map((mail) => mail.subject)).toEqual(['Письмо 1', 'Письмо 2', 'Письмо 3', 'Письмо 4', 'Письмо 5']);
    expect((await readdir(outboxDir)).every((name) => name.endsWith('.eml') && !name.startsWith('.'))).toBe(true);
  });

  it('should read an absent outbox as empty', async () => {
    expect(await readOutbox(path.join(dataDir, 'nowhere'))).toEqual([]);
  });
});

describe('outbox file names', () => {
  it('should increase strictly even when messages share a millisecond or the clock steps back', () => {
    const clock = [1000, 1000, 1000, 999, 5000];
    const nextName = outboxFileNamer(() => clock.shift() ?? 0);
    const names = Array.from({ length: 5 }, nextName);
    expect([...names].sort()).toEqual(names);
    expect(new Set(names.map((name) => name.slice(0, 24))).size).toBe(5);
  });
});
