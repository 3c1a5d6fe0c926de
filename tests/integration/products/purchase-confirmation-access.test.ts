import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type BuyResponse = { result: boolean; free: boolean; data: { token: string | null; id: string } };
type ProductType = { id: number; name: string; amount: number };

// Who may ask is decided in the handler whatever the backend: the embedded one suffices.
describe('GET /api/buySuccessId/ answers only the buyer and the coach', () => {
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let boris: ApiClient;
  let paidProductId: number;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', adminEmails: ['coach@example.ru'] });
    coach = app.client();
    anna = app.client();
    boris = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
    await registerAndSignIn(boris, app.outboxDir, 'boris@example.ru');
    const products = await anna.get<ProductType[]>('/api/dictionary/productType/');
    paidProductId = products.body.find((product) => product.amount > 0)!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function expectHidden(client: ApiClient, purchaseId: string) {
    const answer = await client.get<{ detail: string; result?: boolean }>('/api/buySuccessId/', { id: purchaseId });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Покупка не найдена.', message: 'Покупка не найдена.' });
  }

  it('should tell a guest in the browser she bought in, and the coach, but nobody else', async () => {
    const guest = app.client();
    await guest.get('/api/csrf');
    const bought = await guest.post<BuyResponse>('/api/buy/', { product: 'product', type: paidProductId, email: 'reader@example.ru', agreement: true });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const purchaseId = bought.body.data.id;
    expect((await guest.get<{ result: boolean }>('/api/buySuccessId/', { id: purchaseId })).body).toEqual({ result: false });
    await guest.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
    const own = await guest.get<{ result: boolean }>('/api/buySuccessId/', { id: purchaseId });
    expect(own.status).toBe(200);
    expect(own.body.result).toBe(true);
    expect((await coach.get<{ result: boolean }>('/api/buySuccessId/', { id: purchaseId })).body.result).toBe(true);

    await expectHidden(app.client(), purchaseId);
    await expectHidden(boris, purchaseId);
    // A cookie naming the purchase with a signature of its own making does not pass.
    const forger = app.client();
    forger.setCookie('guest_purchases', `${purchaseId}.${'A'.repeat(32)}`);
    await expectHidden(forger, purchaseId);
    // Nor does one signed for another purchase.
    const otherGuest = app.client();
    await otherGuest.get('/api/csrf');
    await otherGuest.post<BuyResponse>('/api/buy/', { product: 'product', type: 1, email: 'other@example.ru', agreement: true });
    const otherSignature = otherGuest.cookie('guest_purchases')!.split('.').at(-1)!;
    forger.setCookie('guest_purchases', `${purchaseId}.${otherSignature}`);
    await expectHidden(forger, purchaseId);
  });

  it('should tell a signed-in client about her own purchase only, and answer an unknown id alike', async () => {
    const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'product', type: paidProductId });
    const purchaseId = bought.body.data.id;
    await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
    expect((await anna.get<{ result: boolean }>('/api/buySuccessId/', { id: purchaseId })).body).toEqual({ result: true });
    await expectHidden(boris, purchaseId);
    await expectHidden(app.client(), purchaseId);
    await expectHidden(anna, '00000000-0000-4000-8000-000000000000');
  });
});
