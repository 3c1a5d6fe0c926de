import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../../adapters/mail/mailer';
import { loginCodeMailPayload, type LoginCodeMailPayload } from '../../../jobs/payloads';
import { loginCodeMailJob } from './login-code-mail';

const publicUrl = 'https://coach.example';
const coach = async () => ({ name: 'Мария Петрова', nameGenitive: 'Марии Петровой' });

function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
    async close() {},
  };
}

async function mailFor(payload: LoginCodeMailPayload): Promise<MailMessage> {
  const mailer = capturingMailer();
  await loginCodeMailJob({ mailer, publicUrl, coach }).process(payload, { attempt: 1, jobId: 'login-code-1', now: new Date() });
  expect(mailer.sent).toHaveLength(1);
  return mailer.sent[0]!;
}

describe('login code mail job', () => {
  it('should mail the sign-in code in the subject, the text and the HTML with its validity', async () => {
    const mail = await mailFor({ kind: 'sign-in-code', email: 'client@example.ru', code: '12345', expiresInMinutes: 10 });
    expect(mail.to).toBe('client@example.ru');
    expect(mail.subject).toBe('Код для входа: 12345');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('12345');
      expect(body).toContain('Код действует 10 минут.');
      expect(body).toContain('Если вы не запрашивали код, просто проигнорируйте это письмо.');
    }
    expect(mail.html).toContain('<html lang="ru">');
    expect(mail.html).toContain('Мария Петрова');
    expect(mail.html).toContain('#7FB3E6');
  });

  it('should say "1 минуту" and "3 минуты" in Russian', async () => {
    expect((await mailFor({ kind: 'sign-in-code', email: 'a@example.ru', code: '00001', expiresInMinutes: 1 })).text).toContain('Код действует 1 минуту.');
    expect((await mailFor({ kind: 'sign-in-code', email: 'a@example.ru', code: '00001', expiresInMinutes: 3 })).text).toContain('Код действует 3 минуты.');
  });

  it('should invite an address without an account to register, with a link to /login and no code', async () => {
    const mail = await mailFor({ kind: 'registration-invitation', email: 'new@example.ru', expiresInMinutes: 10 });
    expect(mail.subject).toBe('Вход на сайт коуча');
    expect(mail.text).toContain('Аккаунта с этим адресом пока нет');
    expect(mail.text).toContain('https://coach.example/login');
    expect(mail.html).toContain('href="https://coach.example/login"');
    expect(mail.text).not.toMatch(/\b\d{5}\b/);
  });

  it('should escape the address in the HTML', async () => {
    const mail = await mailFor({ kind: 'registration-invitation', email: `o'neil&<script>@example.ru`, expiresInMinutes: 10 });
    expect(mail.html).toContain('o&#39;neil&amp;&lt;script&gt;@example.ru');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(`o'neil&<script>@example.ru`);
  });

  it('should accept only a 5-digit code, and only for a sign-in code', () => {
    const valid = (payload: unknown) => loginCodeMailPayload.safeParse(payload).success;
    expect(valid({ kind: 'sign-in-code', email: 'a@example.ru', code: '12345', expiresInMinutes: 10 })).toBe(true);
    expect(valid({ kind: 'sign-in-code', email: 'a@example.ru', expiresInMinutes: 10 })).toBe(false);
    expect(valid({ kind: 'sign-in-code', email: 'a@example.ru', code: '1234', expiresInMinutes: 10 })).toBe(false);
    expect(valid({ kind: 'registration-invitation', email: 'клиент@почта.рф', expiresInMinutes: 10 })).toBe(true);
    expect(valid({ kind: 'registration-invitation', email: 'not an address', expiresInMinutes: 10 })).toBe(false);
  });

  it('should retry five times starting at two seconds', () => {
    const job = loginCodeMailJob({ mailer: capturingMailer(), publicUrl, coach });
    expect(job).toMatchObject({ name: 'login-code-mail', attempts: 5, backoffMs: 2000 });
  });
});
