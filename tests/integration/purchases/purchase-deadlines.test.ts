import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type BuyResponse = { result: boolean; free: boolean; data: { token: string | null; id: string; amount: number } };
type Certificate = { purchase_id: string; code: string | null };

const workbook = 2; // 990 ₽
const session = 1; // «Коуч-сессия», 3 500 ₽

/**
 * Every kind of purchase has a deadline, not only a session's: an abandoned product or gift
 * certificate purchase expires and gives back what it reserved (a promo code's use), and a payment
 * that comes after the deadline is still honoured once, since nothing scarce was held for it.
 */
describe('purchase deadlines', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let guest: ApiClient;

  beforeAll(async () => {
    // The expiry jobs run by the test clock: a deadline passes when the test moves the clock past it.
    app = await startTestApp({ backend: 'embedded', now: clock.now, jobsFollowNow: true, adminEmails: ['coach@example.ru'] });
    coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    guest = app.client();
    await guest.get('/api/csrf');
  });
  afterAll(async () => {
    await app?.close();
  });

  const bought = (response: { status: number; body: BuyResponse }) => {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const buyProduct = (email: string, promoCode?: string) =>
    guest.post<BuyResponse>('/api/buy/', { product: 'product', type: workbook, amount: 1, email, agreement: true, notification: false, ...(promoCode ? { promo_code: promoCode } : {}) });
  const buyCertificate = (email: string) =>
    guest.post<BuyResponse>('/api/gift-certificates/', {
      type: session,
      recipient_name: 'Вера',
      recipient_email: 'vera@example.ru',
      message: 'С днём рождения!',
      deliver_on: '2026-12-01',
      email,
      agreement: true,
    });
  const eventsOf = async (stream: string) => (await app.services.store.readStream(stream)).map((event) => event.type);
  /** Moves the clock past a product's or certificate's hour, and waits for the purchase to expire. */
  const expired = async (purchaseId: string) => {
    clock.advance(61 * 60_000);
    await expect.poll(() => eventsOf(`purchase-${purchaseId}`), { timeout: 20_000 }).toContain('PurchaseExpired');
  };
  const payLate = async (purchase: BuyResponse) => {
    expect((await guest.post(`/api/sandbox/checkout/${purchase.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
    expect((await guest.get<{ result: boolean }>('/api/buySuccessId/', { id: purchase.data.id })).body.result).toBe(true);
  };
  const mailsTo = async (address: string) => (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(address));

  it('should expire an abandoned product purchase and give its promo code’s one use back', async () => {
    expect((await coach.post('/api/admin/promo-codes/', { code: 'ODIN-RAZ', kind: 'percent', percent: 20, max_uses: 1 })).status).toBe(201);
    const abandoned = bought(await buyProduct('olga@example.ru', 'odin-raz'));
    expect(abandoned.data.amount).toBe(792);
    const refusal = await buyProduct('vera@example.ru', 'odin-raz');
    expect((refusal.body as unknown as { detail: string }).detail).toBe('Промокод уже использован.');
    await expired(abandoned.data.id);
    expect(await eventsOf('promo-code-ODIN-RAZ')).toEqual(['PromoCodeCreated', 'PromoCodeUseReserved', 'PromoCodeUseReleased']);
    expect(bought(await buyProduct('vera@example.ru', 'odin-raz')).data.amount).toBe(792);
  });

  it('should deliver a product paid after its deadline, once', async () => {
    const late = bought(await buyProduct('late@example.ru'));
    await expired(late.data.id);
    await payLate(late);
    await waitForMail(app.outboxDir, (mail) => mail.to.includes('late@example.ru'), 15_000);
    // Another observation of the same payment (the buyer's return page again) sends nothing more.
    expect((await guest.get<{ result: boolean }>('/api/buySuccessId/', { id: late.data.id })).body.result).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mailsTo('late@example.ru')).toHaveLength(1);
    expect(await eventsOf(`purchase-${late.data.id}`)).not.toContain('RefundSucceeded');
  });

  it('should expire an abandoned gift certificate purchase, and issue the certificate when paid after', async () => {
    const abandoned = bought(await buyCertificate('gift@example.ru'));
    await expired(abandoned.data.id);
    const certificate = async () => (await coach.get<Certificate[]>('/api/admin/gift-certificates/')).body.find((candidate) => candidate.purchase_id === abandoned.data.id);
    expect((await certificate())?.code ?? null).toBeNull();
    await payLate(abandoned);
    await expect.poll(async () => (await certificate())?.code ?? null, { timeout: 10_000 }).not.toBeNull();
    await waitForMail(app.outboxDir, (mail) => mail.to.includes('gift@example.ru'), 15_000);
    expect(await eventsOf(`purchase-${abandoned.data.id}`)).not.toContain('RefundSucceeded');
  });
});
