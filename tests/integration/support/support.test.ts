import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { waitForMail } from '../../support/outbox';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('support requests', () => {
  let app: TestApp;
  let client: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', adminEmails: ['coach@example.ru'] });
    client = app.client();
    await registerAndSignIn(client, app.outboxDir, 'anna@example.ru');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should store a request and mail it to the coach with the client as Reply-To', async () => {
    const sent = await client.post<{ result: boolean }>('/api/message-support/', { message: 'Не открывается <b>оплата</b>' });
    expect(sent.status).toBe(200);
    expect(sent.body.result).toBe(true);
    const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('coach@example.ru'));
    expect(mail.subject).toMatch(/Запрос в поддержку №\d+ от anna@example\.ru/);
    expect(mail.headers['reply-to']).toContain('anna@example.ru');
    expect(mail.text).toContain('Не открывается <b>оплата</b>');
    expect(mail.html).toContain('&lt;b&gt;оплата&lt;/b&gt;');
  });

  it('should refuse an empty request and a guest', async () => {
    expect((await client.post('/api/message-support/', { message: '' })).status).toBe(400);
    const guest = app.client();
    await guest.get('/api/csrf');
    expect((await guest.post('/api/message-support/', { message: 'Помогите' })).status).toBe(401);
  });
});
