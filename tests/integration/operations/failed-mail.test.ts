import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { checkedFetch } from '../../support/contract-answers';

type FailedMail = { id: number; kind: string; email: string; subject: string; error: string; failures: number };

describe('mail the relay refuses (embedded, SMTP)', () => {
  const tag = randomBytes(4).toString('hex');
  const newcomer = `newcomer-${tag}@example.ru`;
  const metricsToken = `token-${tag}-${tag}-${tag}`;
  let smtp: SmtpStandIn;
  let app: TestApp;
  let coach: ApiClient;

  /** Signs `client` in as `email`, reading the code from what the relay received. */
  async function signIn(client: ApiClient, email: string) {
    await client.get('/api/csrf');
    const sent = await client.get<{ uuid: string }>('/api/send-code/', { email, registration: true, agreement: true, notification: false, mail_consent: true });
    const mail = await smtp.waitForMessage((message) => message.to.includes(email) && /\b\d{5}\b/.test(message.subject));
    const code = /\b(\d{5})\b/.exec(mail.subject)![1]!;
    expect((await client.post('/api/token', { uuid: sent.body.uuid, code })).status).toBe(200);
  }

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    app = await startTestApp({ backend: 'embedded', adminEmails: ['coach@example.ru'], environment: { SMTP_URL: smtp.url, METRICS_TOKEN: metricsToken } });
    coach = app.client();
    await signIn(coach, 'coach@example.ru');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('should record a refused mail with its address, kind and error for the coach, retried by its job meanwhile', async () => {
    smtp.refuse(true);
    const guest = app.client();
    await guest.get('/api/csrf');
    expect((await guest.get('/api/send-code/', { email: newcomer, registration: true, agreement: true, notification: false, mail_consent: true })).status).toBe(200);
    await expect
      .poll(async () => (await coach.get<FailedMail[]>('/api/admin/failed-mails/')).body.find((mail) => mail.email === newcomer)?.failures, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    const [failed] = (await coach.get<FailedMail[]>('/api/admin/failed-mails/')).body.filter((mail) => mail.email === newcomer);
    expect(failed).toMatchObject({ kind: 'login-code-mail', error: expect.stringMatching(/554/) });
    expect((await guest.get('/api/admin/failed-mails/')).status).toBe(401);
    const metrics = await (await checkedFetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    expect(metrics).toMatch(/^coach_failed_mails [1-9]/m);
    expect(metrics).toMatch(/^coach_mails_total\{kind="login-code-mail",outcome="failed"\} [1-9]/m);
  });

  it('should send it again on «повторить» once the relay works, and take it off the list', async () => {
    const [failed] = (await coach.get<FailedMail[]>('/api/admin/failed-mails/')).body.filter((mail) => mail.email === newcomer);
    const again = await coach.post<{ detail: string }>(`/api/admin/failed-mails/${failed!.id}/retry/`, {});
    expect(again.status).toBe(502);
    expect(again.body.detail).toMatch(/^Письмо снова не ушло: .*554/);

    smtp.refuse(false);
    const retried = await coach.post<{ sent: boolean }>(`/api/admin/failed-mails/${failed!.id}/retry/`, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.sent).toBe(true);
    await smtp.waitForMessage((message) => message.to.includes(newcomer) && message.subject === failed!.subject);
    // Its job may deliver it too on its next try; either way it is resolved.
    expect((await coach.get<FailedMail[]>('/api/admin/failed-mails/')).body.filter((mail) => mail.email === newcomer)).toEqual([]);
    expect((await coach.post<{ detail: string }>(`/api/admin/failed-mails/${failed!.id}/retry/`, {})).status).toBe(404);
  });
});
