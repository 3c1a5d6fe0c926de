import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type BuyResponse = { result: boolean; free: boolean; data: { token: string | null; id: string; provider: string; amount: number } };
type Session = { id: number; date: string; is_paid: boolean; awaiting_payment?: { purchase_id: string; pay_by: string } };

const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };

describe('a payment left unfinished: «Оплатить» on the held session until its time runs out', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let anna: ApiClient;
  let vera: ApiClient;
  let coach: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, adminEmails: ['coach@example.ru'] });
    [anna, vera, coach] = [app.client(), app.client(), app.client()];
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
    await registerAndSignIn(vera, app.outboxDir, 'vera@example.ru');
  });
  afterAll(async () => {
    await app?.close();
  });

  const sessionOn = async (iso: string) => (await anna.get<Session[]>('/api/consultation/', december)).body.find((session) => session.date === iso);

  it('should let the buyer pay the same purchase later, and no one else', async () => {
    const left = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-02 07:00' });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    const held = await sessionOn('2026-12-02T07:00:00.000Z');
    expect(held).toMatchObject({ is_paid: false, awaiting_payment: { purchase_id: left.body.data.id, pay_by: '2026-11-22T09:15:00.000Z' } });

    expect((await vera.post<{ detail: string }>(`/api/purchase/${left.body.data.id}/pay/`, {})).status).toBe(404);
    clock.advance(10 * 60_000);
    const again = await anna.post<BuyResponse>(`/api/purchase/${left.body.data.id}/pay/`, {});
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ result: true, free: false, data: { id: left.body.data.id, token: left.body.data.token, provider: 'sandbox', amount: 3500 } });

    expect((await anna.post(`/api/sandbox/checkout/${again.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
    expect((await anna.get<{ result: boolean }>('/api/buySuccessId/', { id: left.body.data.id })).body.result).toBe(true);
    const paid = await sessionOn('2026-12-02T07:00:00.000Z');
    expect(paid?.is_paid).toBe(true);
    expect(paid).not.toHaveProperty('awaiting_payment');
    const twice = await anna.post<{ detail: string }>(`/api/purchase/${left.body.data.id}/pay/`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('Эта покупка уже оплачена.');
  });

  it('should refuse it once the hold has lapsed, and free the slot at once', async () => {
    const left = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-03 07:00' });
    expect(left.status).toBe(200);
    clock.advance(16 * 60_000);
    // The coach's card of her reads the purchase as lapsed, even before anything freed the slot.
    const annaRef = (await coach.get<{ items: Array<{ id: string; email: string }> }>('/api/admin/clients/', { q: 'anna@example.ru' })).body.items[0]!.id;
    const purchases = (await coach.get<{ purchases: Array<{ id: string; status: string }> }>(`/api/admin/clients/${annaRef}/`)).body.purchases;
    expect(purchases.find((purchase) => purchase.id === left.body.data.id)?.status).toBe('expired');
    const late = await anna.post<{ detail: string }>(`/api/purchase/${left.body.data.id}/pay/`, {});
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('Время на оплату истекло, и бронь снята: выберите время заново.');
    expect(await sessionOn('2026-12-03T07:00:00.000Z')).toBeUndefined();
    expect((await vera.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-03 07:00' })).status).toBe(200);
  });
});
