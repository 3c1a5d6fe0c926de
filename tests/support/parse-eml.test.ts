import { describe, expect, it } from 'vitest';
import { parseEml } from './parse-eml';

describe('parseEml', () => {
  it('should decode Q words split inside a character, quoted-printable bodies, other charsets and skip attachments', () => {
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
      'break   ',
      'next line',
      '--inner',
      'Content-Type: text/html; charset="utf-8"',
      'Content-Transfer-Encoding: 7bit',
      '',
      '<p>plain html</p>',
      '--inner--',
      '--outer',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Disposition: attachment; filename="notes.txt"',
      '',
      'not the body',
      '--outer--',
      '',
    ].join('\r\n');

    const mail = parseEml(eml);
    expect(mail.from).toBe('Анна <anna@example.ru>');
    expect(mail.subject).toBe('Код входа (plain tail)');
    expect(mail.text).toBe('Привет, soft break\r\nnext line');
    expect(mail.html).toBe('<p>plain html</p>');
  });

  it('should read a single-part message with LF line ends', () => {
    const mail = parseEml('To: a@example.ru\nSubject: Hello\n\nbody\n');
    expect(mail).toMatchObject({ to: 'a@example.ru', subject: 'Hello', text: 'body\n', html: '' });
  });
});
