import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type BuyResponse = { data: { token: string | null; id: string } };
type LapsedBooking = { date: string; lapsed_at: string };

const lapseSubject = 'Бронь снята: оплата не поступила';

describe('an unpaid booking that lapses at its payment deadline', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let anna: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, adminEmails: ['coach@example.ru'], paymentHoldMinutes: 0.03 });
    anna = app.client();
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
    expect((await anna.request('PUT', '/api/setting/time-zone/', { body: { time_zone: 'Asia/Novosibirsk' } })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const lapseMails = async () => (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes('anna@example.ru') && mail.subject === lapseSubject);
  const lapsed = async () => (await anna.get<LapsedBooking[]>('/api/consultation/lapsed/')).body;

  it('should mail the client once, on her clock with Moscow beside it and a link to book again, and note it in the cabinet for a day', async () => {
    const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-12 07:00' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(await lapsed()).toEqual([]);
    clock.advance(5 * 60_000);

    const mail = await waitForMail(app.outboxDir, (candidate) => candidate.to.includes('anna@example.ru') && candidate.subject === lapseSubject);
    expect(mail.text).toContain('Оплата сессии 12 декабря 2026 в 14:00 по Новосибирску (10:00 МСК) не поступила вовремя');
    expect(mail.text).toMatch(/Записаться: http:\/\/[^\s]+\/lk\b/);
    expect(mail.calendar).toBeNull();
    expect(await lapsed()).toEqual([{ date: '2026-12-12T07:00:00.000Z', lapsed_at: expect.any(String) }]);

    // The payment still arrives after the deadline: it is refunded, and the lapse is not told twice.
    await anna.post(`/api/sandbox/checkout/${bought.body.data.token!}`, { outcome: 'succeeded' });
    await anna.get('/api/buySuccessId/', { id: bought.body.data.id });
    await expect.poll(async () => (await app.services.store.readStream(`purchase-${bought.body.data.id}`)).map((event) => event.type)).toContain('RefundSucceeded');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await lapseMails()).toHaveLength(1);

    // A day later the cabinet says no more about it.
    clock.advance(25 * 3_600_000);
    expect(await lapsed()).toEqual([]);
  });
});
