import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox } from '../../support/outbox';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { describeOnceInFastLane, scenarioStores } from '../../support/test-lane';

const guide = (email: string) => ({ product: 'product', type: 1, amount: 0, email, agreement: true, notification: false });

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`guest purchase limits (${backend})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, guestCheckoutLimits: { perEmailPerHour: 3, perClientPerHour: 10 } });
    });
    afterAll(async () => {
      await app?.close();
    });

    const purchasesStarted = async () =>
      (await app.services.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM events WHERE type = 'PurchaseStarted'`)).rows[0]!.count;

    it('should mail one address the guide at most 3 times an hour, whichever IPs ask, then answer 429 in Russian', async () => {
      const email = `guide-${backend}@example.ru`;
      for (const clientIp of ['127.0.0.21', '127.0.0.22', '127.0.0.23']) {
        const guest = app.client({ clientIp });
        await guest.get('/api/csrf');
        const taken = await guest.post('/api/buy/', guide(email));
        expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      }
      const started = await purchasesStarted();
      const guest = app.client({ clientIp: '127.0.0.24' });
      await guest.get('/api/csrf');
      const refused = await guest.post<{ detail: string }>('/api/buy/', guide(email));
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/^На эту почту уже отправлено несколько писем с покупками\. Попробуйте через \d+ мин\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // A refused request starts no purchase and mails nothing.
      expect(await purchasesStarted()).toBe(started);
      const mails = (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(email));
      expect(mails.length).toBeLessThanOrEqual(3);

      clock.advance(61 * 60_000);
      expect((await guest.post('/api/buy/', guide(email))).status).toBe(200);
    });

    it('should let one IP start at most 10 guest purchases an hour, whatever the addresses', async () => {
      const guest = app.client({ clientIp: '127.0.0.31' });
      await guest.get('/api/csrf');
      for (let i = 0; i < 10; i++) {
        const taken = await guest.post('/api/buy/', guide(`visitor${i}-${backend}@example.ru`));
        expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      }
      const refused = await guest.post<{ detail: string }>('/api/buy/', guide(`visitor10-${backend}@example.ru`));
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/Слишком много покупок с вашего адреса/);
      // Another visitor is not held up by this one.
      const other = app.client({ clientIp: '127.0.0.32' });
      await other.get('/api/csrf');
      expect((await other.post('/api/buy/', guide(`visitor11-${backend}@example.ru`))).status).toBe(200);
    });
  });
}

describeOnceInFastLane('guest purchase limits behind an HTTPS proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', publicUrl: 'https://coach.example', guestCheckoutLimits: { perEmailPerHour: 100, perClientPerHour: 2 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should count the IP the proxy saw, not the X-Forwarded-For entries the client made up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const guest = new ApiClient(app.baseUrl, { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` });
      await guest.get('/api/csrf');
      statuses.push((await guest.post('/api/buy/', guide(`proxied${i}@example.ru`))).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
