import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type BuyResponse = { result: boolean; free: boolean; data: { token: string | null; id: string; provider: string; amount: number } };
type Session = { id: number; date: string; is_paid: boolean };

const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };
const slot = (day: number) => `2026-12-${String(day).padStart(2, '0')} 07:00`;

describe('paying for sessions through the sandbox provider', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({
      backend: 'embedded',
      now: clock.now,
      adminEmails: ['coach@example.ru'],
      paymentHoldMinutes: 0.03,
      // The test's notifications come from the loopback address.
      environment: { YOOKASSA_NOTIFICATION_NETWORKS: '127.0.0.1,::1' },
    });
    coach = app.client();
    anna = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
  });
  afterAll(async () => {
    await app?.close();
  });

  const buy = (client: ApiClient, day: number, type = 1, amount = 3500) =>
    client.post<BuyResponse>('/api/buy/', { product: 'consultation', type, amount, date: slot(day) });
  const pay = (client: ApiClient, token: string, outcome: 'succeeded' | 'canceled' = 'succeeded') =>
    client.post(`/api/sandbox/checkout/${token}`, { outcome });
  const sessions = async (client: ApiClient) => (await client.get<Session[]>('/api/consultation/', december)).body;

  it('should price from the catalogue, take the slot, and mark the session paid after the sandbox payment', async () => {
    const bought = await buy(anna, 2, 1, 1);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body).toMatchObject({ result: true, free: false, data: { provider: 'sandbox', amount: 3500 } });
    expect((await sessions(anna)).find((session) => session.date === '2026-12-02T07:00:00.000Z')?.is_paid).toBe(false);

    expect((await anna.get<{ result: boolean }>('/api/buySuccessId/', { id: bought.body.data.id })).body.result).toBe(false);
    expect((await pay(anna, bought.body.data.token!)).status).toBe(200);
    expect((await anna.get<{ result: boolean }>('/api/buySuccessId/', { id: bought.body.data.id })).body.result).toBe(true);
    expect((await sessions(anna)).find((session) => session.date === '2026-12-02T07:00:00.000Z')?.is_paid).toBe(true);
    const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('anna@example.ru') && /оплачена/.test(message.subject));
    expect(mail.text).toMatch(/2 декабря 2026 в 10:00/);
    // The paid session's confirmation carries its calendar invitation.
    expect(mail.calendar?.method).toBe('REQUEST');
    expect(mail.calendar?.content).toMatch(/\r\nDTSTART:20261202T070000Z\r\n/);
    expect(mail.calendar?.content).toMatch(/\r\nUID:consultation-\d+@localhost\r\n/);
  });

  it('should release an unpaid reservation when its hold runs out', async () => {
    const bought = await buy(anna, 12);
    expect(bought.status).toBe(200);
    clock.advance(5 * 60_000);
    await expect
      .poll(async () => (await sessions(anna)).some((session) => session.date === '2026-12-12T07:00:00.000Z'), { timeout: 10_000 })
      .toBe(false);
    const days = (await anna.get<Array<{ date: string }>>('/api/consultation-days/', december)).body.map((day) => day.date);
    expect(days).toContain('2026-12-12');
    // A payment that still arrives for the lapsed session is refunded, not lost.
    await pay(anna, bought.body.data.token!);
    await anna.get('/api/buySuccessId/', { id: bought.body.data.id });
    const events = await app.services.store.readStream(`purchase-${bought.body.data.id}`);
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['PurchaseExpired', 'PaymentSucceeded', 'RefundSucceeded']));
  });

  it('should apply duplicate and out-of-order notifications only once', async () => {
    const bought = await buy(anna, 14);
    await pay(anna, bought.body.data.token!);
    const paymentId = (await app.services.store.readStream(`purchase-${bought.body.data.id}`)).find((event) => event.type === 'PaymentRequested')
      ?.data as { paymentId: string };
    const notification = (event: string) => ({ type: 'notification', event, object: { id: paymentId.paymentId, status: 'succeeded', metadata: { purchaseId: bought.body.data.id } } });
    const webhook = app.client();
    for (const event of ['payment.succeeded', 'payment.succeeded', 'payment.canceled', 'payment.succeeded']) {
      const response = await webhook.post('/api/payments/yookassa/notification/', notification(event), { csrf: false });
      expect(response.status).toBe(200);
    }
    const events = await app.services.store.readStream(`purchase-${bought.body.data.id}`);
    expect(events.filter((event) => event.type === 'PaymentSucceeded')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'PaymentCanceled')).toHaveLength(0);
    await waitForMail(app.outboxDir, (message) => message.to.includes('anna@example.ru') && message.text.includes('14 декабря'));
    const confirmations = (await readOutbox(app.outboxDir)).filter((message) => message.to.includes('anna@example.ru') && message.text.includes('14 декабря'));
    expect(confirmations).toHaveLength(1);
  });

  it('should leave package sessions as credits and spend one instead of asking for money', async () => {
    const bought = await buy(anna, 16, 2);
    expect(bought.body.data.amount).toBe(15750);
    await pay(anna, bought.body.data.token!);
    await anna.get('/api/buySuccessId/', { id: bought.body.data.id });
    expect((await anna.get<{ balance: number }>('/api/consultation-credits/')).body.balance).toBe(4);
    const withCredit = await buy(anna, 17);
    expect(withCredit.body).toMatchObject({ result: true, free: true });
    expect((await anna.get<{ balance: number }>('/api/consultation-credits/')).body.balance).toBe(3);
    expect((await sessions(anna)).find((session) => session.date === '2026-12-17T07:00:00.000Z')?.is_paid).toBe(true);
  });

  it('should let the coach refund a paid session, which frees its slot', async () => {
    // Anna now has package credits, so a client without any buys here.
    const vera = app.client();
    await registerAndSignIn(vera, app.outboxDir, 'vera@example.ru');
    const bought = await buy(vera, 20);
    await pay(vera, bought.body.data.token!);
    await vera.get('/api/buySuccessId/', { id: bought.body.data.id });
    expect((await vera.post(`/api/purchase/${bought.body.data.id}/refund/`, {})).status).toBe(403);
    const refunded = await coach.post(`/api/purchase/${bought.body.data.id}/refund/`, {});
    expect(refunded.status).toBe(200);
    const events = await app.services.store.readStream(`purchase-${bought.body.data.id}`);
    expect(events.at(-1)?.type).toBe('RefundSucceeded');
    expect((await sessions(vera)).some((session) => session.date === '2026-12-20T07:00:00.000Z')).toBe(false);

    const again = await coach.post(`/api/purchase/${bought.body.data.id}/refund/`, {});
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Деньги по этой покупке уже возвращены.');
    const after = await app.services.store.readStream(`purchase-${bought.body.data.id}`);
    expect(after.filter((event) => event.type === 'RefundSucceeded')).toHaveLength(1);
  });

  it('should refund a purchase once when the coach asks five times at once: one 200, the rest 409', async () => {
    const dina = app.client();
    await registerAndSignIn(dina, app.outboxDir, 'dina@example.ru');
    const bought = await buy(dina, 21);
    await pay(dina, bought.body.data.token!);
    expect((await dina.get<{ result: boolean }>('/api/buySuccessId/', { id: bought.body.data.id })).body.result).toBe(true);

    const answers = await Promise.all(Array.from({ length: 5 }, () => coach.post<{ detail?: string }>(`/api/purchase/${bought.body.data.id}/refund/`, {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.detail)).toEqual(Array(4).fill('Деньги по этой покупке уже возвращены.'));
    const events = await app.services.store.readStream(`purchase-${bought.body.data.id}`);
    expect(events.filter((event) => event.type === 'RefundSucceeded')).toHaveLength(1);
  });

  it('should refuse a declined payment and free the slot', async () => {
    const gleb = app.client();
    await registerAndSignIn(gleb, app.outboxDir, 'gleb@example.ru');
    const bought = await buy(gleb, 22);
    await pay(gleb, bought.body.data.token!, 'canceled');
    expect((await gleb.get<{ result: boolean }>('/api/buySuccessId/', { id: bought.body.data.id })).body.result).toBe(false);
    expect((await sessions(gleb)).some((session) => session.date === '2026-12-22T07:00:00.000Z')).toBe(false);
  });
});
