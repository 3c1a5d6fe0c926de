import { describe, expect, it } from 'vitest';
import { readMail } from './read-mail';

describe('readMail', () => {
  it('should decode Q words split inside a character, quoted-printable bodies, other charsets and keep attachments out of the body', async () => {
    const eml = [
      'From: =?UTF-8?Q?=D0=90=D0=BD=D0=BD=D0=B0?= <anna@example.ru>',
      'To: client@example.ru',
      // "Код входа" with the К split between two words, folded onto a second line.
      'Subject: =?UTF-8?Q?=D0=9A=D0?=',
      '\t=?UTF-8?Q?=BE=D0=B4_=D0=B2=D1=85=D0=BE=D0=B4=D0=B0?= (plain tail)',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      'preamble is ignored',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=windows-1251',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '=CF=F0=E8=E2=E5=F2, soft =',
      'break',
      'next line',
      '--inner',
      'Content-Type: text/html; charset="utf-8"',
      'Content-Transfer-Encoding: 7bit',
      '',
      '<p>plain html</p>',
      '--inner',
      'Content-Type: text/calendar; charset=utf-8; method=REQUEST',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n').toString('base64'),
      '--inner--',
      '--outer',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Disposition: attachment; filename="notes.txt"',
      '',
      'not the body',
      '--outer--',
      '',
    ].join('\r\n');

    const mail = await readMail(eml);
    expect(mail.from).toBe('Анна <anna@example.ru>');
    expect(mail.subject).toBe('Код входа (plain tail)');
    // LF line ends; the line break before the next boundary is the boundary's, not the part's.
    expect(mail.text).toBe('Привет, soft break\nnext line');
    expect(mail.html).toBe('<p>plain html</p>');
    expect(mail.calendar).toEqual({ method: 'REQUEST', content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n' });
    expect(mail.attachments.map(({ filename, mimeType, content }) => [filename, mimeType, content.toString('utf8').trimEnd()])).toEqual([['notes.txt', 'text/plain', 'not the body']]);
  });

  it('should read a single-part message with LF line ends', async () => {
    const mail = await readMail('To: a@example.ru\nSubject: Hello\n\nbody\n');
    expect(mail).toMatchObject({ to: 'a@example.ru', subject: 'Hello', text: 'body\n', html: '', calendar: null, attachments: [] });
  });
});
