import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedAnswerCacheControl } from '../../../server/src/http/shared-answers';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

// The rule lives in the HTTP layer and does not depend on the backend: the embedded one suffices.
describe('CSRF on the matched operation, tied to the session', () => {
  let app: TestApp;
  let emailCounter = 0;
  const newEmail = () => `csrf-client${++emailCounter}@example.ru`;

  beforeAll(async () => {
    app = await startTestApp({
      backend: 'embedded',
      sendCodeLimits: { perEmailIntervalSeconds: 0, perEmailPerHour: 50, perClientPerHour: 1000, wrongCodesPerClientPerHour: 1000 },
      // The test client posts from loopback: let it pass as one of YooKassa's notification senders.
      environment: { YOOKASSA_NOTIFICATION_NETWORKS: '127.0.0.1,::1' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['/API/buy/', '/Api/Buy/', '/api/BUY/'])('should check %s like /api/buy/ (the router ignores case)', async (path) => {
    const client = app.client();
    const response = await client.post<{ detail: string }>(path, { product: 'product', type: 1, email: 'victim@example.ru', agreement: true });
    expect(response.status).toBe(403);
    expect(response.body.detail).toMatch(/CSRF/);
    const purchases = await app.services.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM events WHERE type = 'PurchaseStarted'`);
    expect(purchases.rows[0]?.count).toBe(0);
  });

  it('should let YooKassa reach its notification operation without a token, in any spelling of the path', async () => {
    for (const path of ['/api/payments/yookassa/notification/', '/API/payments/yookassa/notification/']) {
      const response = await app.client().post<{ detail: string }>(path, { type: 'notification', event: 'payment.succeeded', object: { id: 'unknown' } });
      expect(response.status, JSON.stringify(response.body)).not.toBe(403);
    }
  });

  it('should rotate the token at sign-in: the pre-session token no longer passes, the new one does', async () => {
    const client = app.client();
    await client.get('/api/csrf');
    const preSession = client.cookie('csrftoken');
    await registerAndSignIn(client, app.outboxDir, newEmail());
    const rotated = client.cookie('csrftoken');
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(preSession);
    expect((await client.post('/api/user/token/refresh/', {})).status).toBe(200);

    client.setCookie('csrftoken', preSession!);
    const stale = await client.post<{ detail: string }>('/api/user/token/refresh/', {});
    expect(stale.status).toBe(403);
    expect(stale.body.detail).toMatch(/CSRF/);
  });

  it('should not accept a token minted for another session', async () => {
    const alice = app.client();
    await registerAndSignIn(alice, app.outboxDir, newEmail());
    const bob = app.client();
    await registerAndSignIn(bob, app.outboxDir, newEmail());
    bob.setCookie('csrftoken', alice.cookie('csrftoken')!);
    const response = await bob.post<{ detail: string }>('/api/user/token/refresh/', {});
    expect(response.status).toBe(403);
    const fromCsrfEndpoint = (await alice.get<{ csrftoken: string }>('/api/csrf')).body.csrftoken;
    bob.setCookie('csrftoken', fromCsrfEndpoint);
    expect((await bob.post('/api/user/token/refresh/', {})).status).toBe(403);
  });

  it('should give a browser whose token no longer fits its session a fresh one with its next API read', async () => {
    const client = app.client();
    await client.get('/api/csrf');
    const preSession = client.cookie('csrftoken')!;
    await registerAndSignIn(client, app.outboxDir, newEmail());
    client.setCookie('csrftoken', preSession);
    expect((await client.get('/api/user-me/')).status).toBe(200);
    expect(client.cookie('csrftoken')).not.toBe(preSession);
    expect((await client.post('/api/user/token/refresh/', {})).status).toBe(200);
  });

  it('should renew such a token with a public read whose answer is shared, too', async () => {
    // The answer is kept already (another visitor asked first): the renewal is the visitor's own, not the answer's.
    expect((await app.client().get('/api/dictionary/consultationType/')).status).toBe(200);
    const client = app.client();
    await client.get('/api/csrf');
    const preSession = client.cookie('csrftoken')!;
    await registerAndSignIn(client, app.outboxDir, newEmail());
    client.setCookie('csrftoken', preSession);
    const read = await client.get('/api/dictionary/consultationType/');
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe(sharedAnswerCacheControl);
    expect(client.cookie('csrftoken')).not.toBe(preSession);
    expect((await client.post('/api/user/token/refresh/', {})).status).toBe(200);
  });

  it('should rotate the token at sign-out, so the signed-in token does not pass without the session', async () => {
    const client = app.client();
    await registerAndSignIn(client, app.outboxDir, newEmail());
    const signedIn = client.cookie('csrftoken')!;
    await client.request('POST', '/api/logout/');
    expect(client.cookie('csrftoken')).not.toBe(signedIn);
    const anonymous = client.cookie('csrftoken')!;
    client.setCookie('csrftoken', signedIn);
    expect((await client.post('/api/token', { uuid: '00000000-0000-4000-8000-000000000000', code: '12345' })).status).toBe(403);
    client.setCookie('csrftoken', anonymous);
    expect((await client.post('/api/token', { uuid: '00000000-0000-4000-8000-000000000000', code: '12345' })).status).toBe(400);
  });
});
