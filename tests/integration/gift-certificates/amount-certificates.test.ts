import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReceiptRequested } from '../../../server/src/modules/purchases/events';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { databaseBackends, type OpenedDatabase } from '../../support/database-backends';
import { waitForMail } from '../../support/outbox';
import { answeredMovement, type Movement } from '../../support/payment-movements';
import { practiceDetails as practice } from '../../support/practice-details';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type BuyResponse = { result: boolean; free: boolean; message?: string; data: { token: string | null; id: string; amount: number; gift_amount?: number } };
type Certificate = { purchase_id: string; name: string; sessions: number | null; amount: number | null; balance: number | null; status: string };
type Session = { id: number; date: string; status: string; payment: { amount: number; gift_amount?: number } | null };
type Credits = { balance: number; gift_balance?: number };

const session = 1; // «Коуч-сессия», 3 500 ₽
const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };
const codePattern = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/;
const [pglite, postgres] = await databaseBackends();


const order = (overrides: Record<string, unknown>) => ({
  amount: 5000,
  recipient_name: 'Вера',
  recipient_email: 'vera@example.ru',
  message: 'С днём рождения!',
  deliver_on: '2026-11-22',
  email: 'olga@example.ru',
  agreement: true,
  ...overrides,
});

/**
 * A gift certificate for an amount, on PGlite and PostgreSQL: sold as an advance, redeemed as money
 * on the recipient's account, paying a whole session (no card payment) and part of another (the
 * card pays the rest); each session given settles its part against the certificate's prepayment;
 * a refund gives the card its part and the certificate its own; an unpaid hold gives it back.
 */
for (const backend of scenarioStores(pglite, postgres)) {
  describe.skipIf(!backend.available)(`gift certificates for an amount (${backend.name})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    const seen = new Set<string>();
    let database: OpenedDatabase | undefined;
    let app: TestApp;
    let coach: ApiClient;
    let guest: ApiClient;
    let vera: ApiClient;
    let certificatePurchase: string;
    let paidWhole: string;

    const signedIn = async (email: string) => {
      const client = app.client();
      await registerAndSignIn(client, app.outboxDir, email, seen);
      return client;
    };
    const pay = async (client: ApiClient, bought: BuyResponse) => {
      expect((await client.post(`/api/sandbox/checkout/${bought.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
      expect((await client.get<{ result: boolean }>('/api/buySuccessId/', { id: bought.data.id })).body.result).toBe(true);
    };
    /** The kinds and amounts of a movement's receipts, once all are answered. */
    const movementOf = async (purchaseId: string, status: Movement['status'], count: number) =>
      (await answeredMovement(coach, purchaseId, status, count)).receipts.map(({ kind, amount }) => ({ kind, amount }));
    const giftBalance = async () => (await vera.get<Credits>('/api/consultation-credits/')).body.gift_balance ?? 0;
    const book = async (date: string) => {
      const booked = await vera.post<BuyResponse>('/api/buy/', { product: 'consultation', type: session, amount: 1, date });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      return booked.body;
    };
    const give = async (start: string) => {
      const given = (await vera.get<Session[]>('/api/consultation/', december)).body.find((found) => found.date === start)!;
      expect((await coach.post(`/api/consultation/${given.id}/outcome/`, { outcome: 'held' })).status).toBe(200);
    };
    const refused = (response: { status: number; body: unknown }, status: number, detail: string | RegExp) => {
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect((response.body as { detail: string }).detail).toMatch(detail);
    };

    beforeAll(async () => {
      database = await backend.open();
      app = await startTestApp({ backend: 'embedded', database: database.db, now: clock.now, jobsFollowNow: true, adminEmails: ['coach@example.ru'], environment: { SANDBOX_RECEIPT_DELAY_MS: '0' } });
      coach = await signedIn('coach@example.ru');
      expect((await coach.request('PUT', '/api/practice/', { body: practice('sole_proprietor') })).status).toBe(200);
      guest = app.client();
      await guest.get('/api/csrf');
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    it('should sell a certificate for an amount as an advance, and mail it with what it gives', async () => {
      refused(await guest.post('/api/gift-certificates/', order({ amount: 499 })), 400, /amount/);
      refused(await guest.post('/api/gift-certificates/', order({ type: session })), 400, /Выберите, что подарить/);
      const bought = await guest.post<BuyResponse>('/api/gift-certificates/', order({}));
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect(bought.body.data.amount).toBe(5000);
      await pay(guest, bought.body);
      certificatePurchase = bought.body.data.id;
      expect(await movementOf(certificatePurchase, 'paid', 1)).toEqual([{ kind: 'payment', amount: 5000 }]);
      const mail = await waitForMail(app.outboxDir, (found) => found.to.includes('vera@example.ru') && found.subject.startsWith('Вам подарок'), 15_000);
      expect(mail.text).toMatch(/сертификат «5\s000 ₽ на сессии и пакеты»/);
      expect(mail.text).toMatch(/сумма появится на вашем счёте/);
      const code = codePattern.exec(mail.text)?.[0] ?? '';

      vera = await signedIn('vera@example.ru');
      expect((await vera.get(`/api/gift-certificates/${code}/`)).body).toEqual({ name: '5\u00a0000 ₽ на сессии и пакеты', sessions: null, amount: 5000, expires_on: '2027-11-22', refusal: null });
      const redeemed = await vera.post(`/api/gift-certificates/${code}/redeem/`, {});
      expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
      expect(redeemed.body).toMatchObject({ result: true, sessions: null, amount: 5000 });
      await expect.poll(giftBalance, { timeout: 10_000 }).toBe(5000);
      expect((await vera.get<Credits>('/api/consultation-credits/')).body.balance).toBe(0);
    });

    it('should pay a whole session with it, and part of the next, the card paying the rest', async () => {
      const whole = await book('2026-12-02 07:00');
      expect(whole).toMatchObject({ free: true, message: 'Сессия записана и оплачена подарочным сертификатом.', data: { amount: 0, gift_amount: 3500 } });
      paidWhole = whole.data.id;
      await expect.poll(giftBalance, { timeout: 10_000 }).toBe(1500);
      const part = await book('2026-12-03 07:00');
      expect(part).toMatchObject({ free: false, data: { amount: 2000, gift_amount: 1500 } });
      await pay(vera, part);
      await expect.poll(giftBalance, { timeout: 10_000 }).toBe(0);
      expect(await movementOf(part.data.id, 'paid', 1)).toEqual([{ kind: 'payment', amount: 2000 }]);
      // The cabinet says what paid each: the certificate alone, and the card with it.
      const sessions = (await vera.get<Session[]>('/api/consultation/', december)).body;
      expect(sessions.find((found) => found.date === '2026-12-02T07:00:00.000Z')?.payment).toMatchObject({ amount: 0, gift_amount: 3500 });
      expect(sessions.find((found) => found.date === '2026-12-03T07:00:00.000Z')?.payment).toMatchObject({ amount: 2000, gift_amount: 1500 });
      const listed = (await coach.get<Certificate[]>('/api/admin/gift-certificates/')).body.find((found) => found.purchase_id === certificatePurchase);
      expect(listed).toMatchObject({ name: '5\u00a0000 ₽ на сессии и пакеты', sessions: null, amount: 5000, balance: 0, status: 'redeemed' });
      // With nothing left on it, the next session is the card's alone.
      const third = await book('2026-12-04 07:00');
      expect(third).toMatchObject({ free: false, data: { amount: 3500 } });
      expect(third.data.gift_amount).toBeUndefined();

      // Given sessions settle their parts: the certificate's prepayment for what it paid, the card's for the rest.
      clock.advance(new Date('2026-12-03T08:00:00.000Z').getTime() - clock.now().getTime());
      await give('2026-12-02T07:00:00.000Z');
      await give('2026-12-03T07:00:00.000Z');
      expect(await movementOf(certificatePurchase, 'paid', 3)).toEqual([
        { kind: 'payment', amount: 5000 },
        { kind: 'settlement', amount: 3500 },
        { kind: 'settlement', amount: 1500 },
      ]);
      // The certificate's settlements name the service given, not the certificate.
      const requested = (await app.services.store.readStream(`purchase-${certificatePurchase}`))
        .filter((event) => event.type === 'ReceiptRequested')
        .map((event) => ReceiptRequested.parse(event).data)
        .filter((data) => data.kind === 'settlement');
      expect(requested).toEqual([
        expect.objectContaining({ amountKopecks: 350_000, forPurchaseId: paidWhole, serviceName: 'Коуч-сессия' }),
        expect.objectContaining({ amountKopecks: 150_000, forPurchaseId: part.data.id, serviceName: 'Коуч-сессия' }),
      ]);
      expect(await movementOf(part.data.id, 'paid', 2)).toEqual([
        { kind: 'payment', amount: 2000 },
        { kind: 'settlement', amount: 2000 },
      ]);
    });

    it('should give the certificate its part back on a refund, and when a hold lapses unpaid', async () => {
      // A second certificate for her, used in part and refunded by the coach.
      const bought = await guest.post<BuyResponse>('/api/gift-certificates/', order({ amount: 1000, deliver_on: '2026-12-03' }));
      await pay(guest, bought.body);
      const mail = await waitForMail(app.outboxDir, (found) => found.to.includes('vera@example.ru') && found.subject.startsWith('Вам подарок') && /1\s000 ₽/.test(found.text), 15_000);
      expect((await vera.post(`/api/gift-certificates/${codePattern.exec(mail.text)?.[0] ?? ''}/redeem/`, {})).status).toBe(200);
      await expect.poll(giftBalance, { timeout: 10_000 }).toBe(1000);
      const partly = await book('2026-12-11 07:00');
      expect(partly).toMatchObject({ free: false, data: { amount: 2500, gift_amount: 1000 } });
      await pay(vera, partly);
      await expect.poll(giftBalance, { timeout: 10_000 }).toBe(0);
      // The coach's dialog says what goes back to the card and what to the certificate.
      expect((await coach.get(`/api/purchase/${partly.data.id}/refund/`)).body).toMatchObject({ amount: 2500, whole_amount: 2500, certificate_amount: 1000, whole_certificate_amount: 1000 });
      expect((await coach.post(`/api/purchase/${partly.data.id}/refund/`, {})).status).toBe(200);
      expect(await movementOf(partly.data.id, 'refunded', 1)).toEqual([{ kind: 'refund', amount: 2500 }]);
      await expect.poll(giftBalance, { timeout: 10_000 }).toBe(1000);

      // A hold left unpaid gives it back when it lapses.
      const unpaid = await book('2026-12-12 07:00');
      expect(unpaid).toMatchObject({ free: false, data: { amount: 2500, gift_amount: 1000 } });
      await expect.poll(giftBalance, { timeout: 10_000 }).toBe(0);
      clock.advance(16 * 60_000);
      await expect.poll(giftBalance, { timeout: 15_000 }).toBe(1000);
      const lapsed = (await vera.get<Session[]>('/api/consultation/', december)).body.find((found) => found.date === '2026-12-12T07:00:00.000Z');
      expect(lapsed?.status ?? 'cancelled').toBe('cancelled');

      // A session the certificate paid whole has no money to refund: the coach cancels it instead.
      refused(await coach.post(`/api/purchase/${paidWhole}/refund/`, {}), 409, /оплачена подарочным сертификатом/);
    });
  });
}
