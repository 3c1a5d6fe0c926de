import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { createTestClock } from '../support/clock';
import { registerAndSignIn } from '../support/sign-in';
import { backendAvailable, startTestApp, type TestApp } from '../support/test-app';

type BuyResponse = { data: { token: string | null; id: string } };
type Movement = { purchase_id: string; status: string; receipts: Array<{ kind: string; status: string; amount: number }> };

/**
 * `npm test`'s one journey on PostgreSQL + Redis (BullMQ): the scenarios run there in `test:full`
 * (tests/support/test-lane.ts), so the developer's lane proves only that the whole path holds on
 * the servers: sign in by a mailed code, book and pay a session, its receipt registered by a job.
 */
describe.skipIf(!(await backendAvailable('servers')))('a client signs in, books, pays and gets her receipt (PostgreSQL + Redis)', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'servers', now: clock.now, adminEmails: ['coach@example.ru'], environment: { SANDBOX_RECEIPT_DELAY_MS: '0' } });
    [coach, anna] = [app.client(), app.client()];
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('should confirm the paid session in her cabinet and register the payment receipt', async () => {
    const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-02 07:00' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
    expect((await anna.get<{ result: boolean }>('/api/buySuccessId/', { id: bought.body.data.id })).body.result).toBe(true);

    const sessions = await anna.get<Array<{ date: string; status: string }>>('/api/consultation/', { start: '2026-11-30 21:00', end: '2026-12-31 21:00' });
    expect(sessions.body).toEqual([expect.objectContaining({ date: '2026-12-02T07:00:00.000Z' })]);
    await expect
      .poll(async () => {
        const payments = await coach.get<{ items: Movement[] }>('/api/admin/payments/');
        return payments.body.items.find((item) => item.purchase_id === bought.body.data.id)?.receipts;
      }, { timeout: 15_000 })
      .toEqual([expect.objectContaining({ kind: 'payment', status: 'succeeded', amount: 3500 })]);
  });
});
