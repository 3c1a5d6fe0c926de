import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/src/db/database';
import { openPostgresDatabase } from '../../../server/src/db/postgres-database';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail, type OutboxMail } from '../../support/outbox';
import { answeredMovement, type Movement } from '../../support/payment-movements';
import { practiceDetails as practice } from '../../support/practice-details';
import { createScratchDatabase, realPostgresUrl } from '../../support/real-servers';
import { deleteAccount, registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { startYookassaStandIn, type YookassaStandIn } from '../../support/yookassa-stand-in';
import { describeOnceInFastLane, scenarioStores } from '../../support/test-lane';
import { openAppDatabase } from '../../support/migrated-database';

type BuyResponse = { result: boolean; free: boolean; data: { token: string | null; id: string; amount: number } };
type Certificate = { id: string; purchase_id: string; code: string | null; name: string; sessions: number; recipient_name: string | null; deliver_on: string; expires_on: string | null; status: string };
type Session = { id: number; date: string };

const session = 1; // «Коуч-сессия», 3 500 ₽
const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };
const codePattern = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/;
const postgresUrl = await realPostgresUrl();


const order = (overrides: Record<string, unknown>) => ({
  type: session,
  recipient_name: 'Вера',
  recipient_email: 'vera@example.ru',
  message: 'С днём рождения!\nПусть всё получится.',
  deliver_on: '2026-11-25',
  ...overrides,
});

/**
 * A gift certificate from purchase to the session it pays for, on PGlite and PostgreSQL, with the
 * in-process jobs following a test clock: bought by a guest with the sandbox, mailed on its day with
 * its PDF, redeemed by another account, booked with the credit and given (the settlement receipt
 * names the certificate's purchase); a second redeem, an expired code, a refund.
 */
for (const store of scenarioStores('pglite', 'postgresql')) {
  describe.skipIf(store === 'postgresql' && !postgresUrl)(`gift certificates (${store})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    const seen = new Set<string>();
    const cleanups: Array<() => Promise<void>> = [];
    let database: Database;
    let app: TestApp;
    let coach: ApiClient;
    let guest: ApiClient;
    let vera: ApiClient;
    let anna: ApiClient;
    let code: string;
    let firstPurchase: string;

    const signedIn = async (email: string) => {
      const client = app.client();
      await registerAndSignIn(client, app.outboxDir, email, seen);
      return client;
    };
    const buyAndPay = async (client: ApiClient, body: Record<string, unknown>) => {
      const bought = await client.post<BuyResponse>('/api/gift-certificates/', body);
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect((await client.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
      expect((await client.get<{ result: boolean }>('/api/buySuccessId/', { id: bought.body.data.id })).body.result).toBe(true);
      return bought.body;
    };
    /** The movement once its receipts are all answered. */
    const settled = (purchaseId: string, status: Movement['status'], count: number) => answeredMovement(coach, purchaseId, status, count);
    const certificates = async () => (await coach.get<Certificate[]>('/api/admin/gift-certificates/')).body;
    const mailTo = (address: string) => waitForMail(app.outboxDir, (mail) => mail.to.includes(address) && mail.subject.startsWith('Вам подарок'), 15_000);
    const refused = (response: { status: number; body: unknown }, status: number, detail: string | RegExp) => {
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect((response.body as { detail: string }).detail).toMatch(detail);
    };

    beforeAll(async () => {
      if (store === 'pglite') {
        database = await openAppDatabase();
      } else {
        const scratch = await createScratchDatabase(postgresUrl!);
        database = await openPostgresDatabase(scratch.url);
        cleanups.push(scratch.drop);
      }
      cleanups.unshift(() => database.close());
      app = await startTestApp({ backend: 'embedded', database, now: clock.now, jobsFollowNow: true, adminEmails: ['coach@example.ru'], environment: { SANDBOX_RECEIPT_DELAY_MS: '0' } });
      coach = await signedIn('coach@example.ru');
      expect((await coach.request('PUT', '/api/practice/', { body: practice('sole_proprietor') })).status).toBe(200);
      guest = app.client();
      await guest.get('/api/csrf');
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      for (const cleanup of cleanups) await cleanup();
    });

    it('should sell a certificate to a guest at the catalogue price, as a prepayment with its receipt, and not mail it before its day', async () => {
      refused(await guest.post('/api/gift-certificates/', order({ email: 'olga@example.ru', agreement: true, deliver_on: '2026-11-21' })), 400, /сегодня или в течение года/);
      refused(await guest.post('/api/gift-certificates/', order({ email: 'olga@example.ru' })), 400, /согласие/);
      const bought = await buyAndPay(guest, order({ email: 'olga@example.ru', agreement: true }));
      firstPurchase = bought.data.id;
      expect(bought.data.amount).toBe(3500);
      const movement = await settled(firstPurchase, 'paid', 1);
      expect(movement).toMatchObject({ type: 'gift_certificate', description: 'Подарочный сертификат: Коуч-сессия', amount: 3500 });
      expect(movement.receipts).toEqual([expect.objectContaining({ kind: 'payment', status: 'succeeded', amount: 3500, fiscal: expect.any(Object) })]);
      // The success page says when it goes out, in any tab of her browser (the server knows the day).
      const success = await guest.get<{ result: boolean; message?: string }>('/api/buySuccessId/', { id: firstPurchase });
      expect(success.body).toEqual({ result: true, message: 'Спасибо! Сертификат придёт получателю на почту 25 ноября 2026, а чек — вам.' });
      // The buyer's confirmation says when it goes out.
      const confirmation = await waitForMail(app.outboxDir, (mail) => mail.to.includes('olga@example.ru') && mail.subject.startsWith('Оплата получена'), 15_000);
      expect(confirmation.text).toMatch(/Сертификат придёт получателю на почту 25 ноября 2026/);
      const [listed] = await certificates();
      expect(listed).toMatchObject({ purchase_id: firstPurchase, name: 'Коуч-сессия', sessions: 1, recipient_name: 'Вера', deliver_on: '2026-11-25', expires_on: '2027-11-22', status: 'issued' });
      expect(listed!.code).toMatch(/^[A-Z2-9]{4}-····-····$/);
      clock.advance(24 * 3_600_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes('vera@example.ru'))).toEqual([]);
    });

    it('should mail the recipient on its day, with the code, the message and the certificate as a PDF', async () => {
      // Midnight of 25 November in Moscow.
      clock.advance(new Date('2026-11-24T21:00:30.000Z').getTime() - clock.now().getTime());
      const mail: OutboxMail = await mailTo('vera@example.ru');
      code = codePattern.exec(mail.text)?.[0] ?? '';
      expect(code).toMatch(codePattern);
      expect(mail.text).toMatch(/Здравствуйте, Вера!/);
      expect(mail.text).toMatch(/С днём рождения!/);
      expect(mail.text).toMatch(/действует до 22 ноября 2027/);
      expect(mail.text).toContain(`/lk/gift/${code}`);
      expect(mail.html).toContain(code);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ filename: `sertifikat-${code}.pdf`, mimeType: 'application/pdf' });
      expect(mail.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect.poll(async () => (await certificates())[0]?.status, { timeout: 10_000 }).toBe('mailed');
    });

    it('should let another account redeem it once, for a session it books with the credit, settled against the certificate', async () => {
      vera = await signedIn('vera+other@example.ru');
      refused(await vera.get('/api/gift-certificates/AAAA-BBBB-CCCC/'), 404, /не найден/);
      const preview = await vera.get(`/api/gift-certificates/${code.toLowerCase().replaceAll('-', '')}/`);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body).toEqual({ name: 'Коуч-сессия', sessions: 1, expires_on: '2027-11-22', refusal: null });
      const redeemed = await vera.post(`/api/gift-certificates/${code}/redeem/`, {});
      expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
      expect(redeemed.body).toMatchObject({ result: true, sessions: 1 });
      expect((await vera.get<{ balance: number }>('/api/consultation-credits/')).body.balance).toBe(1);
      refused(await vera.post(`/api/gift-certificates/${code}/redeem/`, {}), 409, 'Этот сертификат уже активирован.');
      anna = await signedIn('anna@example.ru');
      refused(await anna.post(`/api/gift-certificates/${code}/redeem/`, {}), 409, 'Этот сертификат уже активирован.');
      expect((await anna.get<{ balance: number }>('/api/consultation-credits/')).body.balance).toBe(0);

      const booked = await vera.post<BuyResponse>('/api/buy/', { product: 'consultation', type: session, amount: 1, date: '2026-12-02 07:00' });
      expect(booked.body).toMatchObject({ free: true });
      clock.advance(new Date('2026-12-02T08:00:00.000Z').getTime() - clock.now().getTime());
      const given = (await vera.get<Session[]>('/api/consultation/', december)).body.find((found) => found.date === '2026-12-02T07:00:00.000Z')!;
      expect((await coach.post(`/api/consultation/${given.id}/outcome/`, { outcome: 'held' })).status).toBe(200);
      const movement = await settled(firstPurchase, 'paid', 2);
      expect(movement.receipts.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
        { kind: 'payment', amount: 3500 },
        { kind: 'settlement', amount: 3500 },
      ]);
      expect((await certificates()).find((listed) => listed.purchase_id === firstPurchase)?.status).toBe('redeemed');
      refused(await coach.post(`/api/purchase/${firstPurchase}/refund/`, {}), 409, /уже активирован/);
    });

    it('should refund an unredeemed certificate in full, with its refund receipt, and refuse its code after', async () => {
      const bought = await buyAndPay(anna, order({ recipient_name: 'Лена', recipient_email: 'lena@example.ru', deliver_on: '2026-12-02', message: '' }));
      const mail = await mailTo('lena@example.ru');
      const lenasCode = codePattern.exec(mail.text)?.[0] ?? '';
      const refund = await coach.post(`/api/purchase/${bought.data.id}/refund/`, {});
      expect(refund.status, JSON.stringify(refund.body)).toBe(200);
      const movement = await settled(bought.data.id, 'refunded', 1);
      expect(movement).toMatchObject({ amount: 3500 });
      expect(movement.receipts).toEqual([expect.objectContaining({ kind: 'refund', status: 'succeeded' })]);
      refused(await vera.post(`/api/gift-certificates/${lenasCode}/redeem/`, {}), 409, /деньги за него возвращены/);
      await expect.poll(async () => (await certificates()).find((listed) => listed.purchase_id === bought.data.id)?.status, { timeout: 10_000 }).toBe('refunded');
    });

    it('should register a self-employed coach’s receipt at payment, and refuse an expired code', async () => {
      expect((await coach.request('PUT', '/api/practice/', { body: practice('self_employed') })).status).toBe(200);
      const bought = await buyAndPay(anna, order({ recipient_name: 'Ира', recipient_email: 'ira@example.ru', deliver_on: '2026-12-02' }));
      const movement = await settled(bought.data.id, 'paid', 1);
      expect(movement.receipts).toEqual([expect.objectContaining({ kind: 'payment', status: 'succeeded', amount: 3500, fiscal: null })]);
      const irasCode = codePattern.exec((await mailTo('ira@example.ru')).text)?.[0] ?? '';
      // Valid through 2 December 2027 (Moscow) and not a day more.
      clock.advance(new Date('2027-12-02T21:00:30.000Z').getTime() - clock.now().getTime());
      // A year on, everyone signs in afresh.
      const ira = await signedIn('ira@example.ru');
      refused(await ira.post(`/api/gift-certificates/${irasCode}/redeem/`, {}), 409, 'Срок действия сертификата истёк 2 декабря 2027.');
      expect((await ira.get(`/api/gift-certificates/${irasCode}/`)).body).toMatchObject({ refusal: 'Срок действия сертификата истёк 2 декабря 2027.' });
      coach = await signedIn('coach@example.ru');
      await expect.poll(async () => (await certificates()).find((listed) => listed.purchase_id === bought.data.id)?.status, { timeout: 10_000 }).toBe('expired');
    });

    it('should export a recipient’s certificates with the message, and erase them with her account', async () => {
      const ira = await signedIn('ira@example.ru');
      const requested = await ira.post<{ export: { id: string } }>('/api/setting/export/', {});
      expect(requested.status).toBe(202);
      await expect.poll(async () => (await ira.get<{ export: { status: string } }>('/api/setting/export/')).body.export.status, { timeout: 15_000 }).toBe('ready');
      const file = await ira.get<{ giftCertificates: unknown[] }>(`/api/setting/export/${requested.body.export.id}/download/`);
      expect(file.body.giftCertificates).toEqual([
        expect.objectContaining({ role: 'received', offer: 'Коуч-сессия', recipientName: 'Ира', recipientEmail: 'ira@example.ru', message: 'С днём рождения!\nПусть всё получится.' }),
      ]);
      clock.advance(60_000);
      await deleteAccount(ira, app.outboxDir, 'ira@example.ru', seen);
      await expect
        .poll(async () => (await certificates()).filter((listed) => listed.recipient_name === null).length, { timeout: 10_000 })
        .toBe(1);
      const certificate = (await certificates()).find((listed) => listed.recipient_name === null)!;
      const [ordered] = await app.services.store.readStream(`gift-certificate-${certificate.id}`);
      expect(ordered?.data).toMatchObject({ recipientName: null, recipientEmail: null, message: null });
    });

    it('should refuse an account that keeps guessing codes', async () => {
      const guesser = await signedIn('guesser@example.ru');
      for (let attempt = 0; attempt < 10; attempt++) expect((await guesser.post('/api/gift-certificates/AAAA-BBBB-CCCC/redeem/', {})).status).toBe(404);
      const blocked = await guesser.post('/api/gift-certificates/AAAA-BBBB-CCCC/redeem/', {});
      expect(blocked.status).toBe(429);
    });

    it('should issue a new certificate for the months the coach set in «Практика», and leave the issued ones their expiry', async () => {
      const expiryOf = async (purchaseId: string) => (await certificates()).find((listed) => listed.purchase_id === purchaseId)?.expires_on;
      expect(await expiryOf(firstPurchase)).toBe('2027-11-22');
      refused(await coach.request('PUT', '/api/practice/', { body: { ...practice('self_employed'), gift_certificate_validity_months: 37 } }), 400, /gift_certificate_validity_months/);
      const saved = await coach.request('PUT', '/api/practice/', { body: { ...practice('self_employed'), gift_certificate_validity_months: 3 } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ gift_certificate_validity_months: 3 });
      // A save that does not name it (a form from before it was asked) keeps it.
      expect((await coach.request('PUT', '/api/practice/', { body: practice('self_employed') })).body).toMatchObject({ gift_certificate_validity_months: 3 });
      expect((await app.client().get('/api/practice/')).body).toMatchObject({ gift_certificate_validity_months: 3 });

      // Paid at 00:01 on 3 December 2027 in Moscow, mailed that day: valid through 3 March 2028.
      const buyer = await signedIn('zoya@example.ru');
      const bought = await buyAndPay(buyer, order({ recipient_name: 'Нина', recipient_email: 'nina@example.ru', deliver_on: '2027-12-03' }));
      expect(await expiryOf(bought.data.id)).toBe('2028-03-03');
      const mail = await mailTo('nina@example.ru');
      expect(mail.text).toMatch(/действует до 3 марта 2028 включительно \(3 месяца со дня покупки\)/);
      expect(await expiryOf(firstPurchase)).toBe('2027-11-22');
    });
  });
}

/** What YooKassa is asked for: an entrepreneur's certificate is an advance (a local stand-in of its API). */
describeOnceInFastLane('a gift certificate’s payment receipt at YooKassa (local stand-in)', () => {
  const credentials = { shopId: '506751', secretKey: 'test_stand_in_secret' };
  let standIn: YookassaStandIn;
  let app: TestApp;

  beforeAll(async () => {
    standIn = await startYookassaStandIn(credentials);
    app = await startTestApp({
      backend: 'embedded',
      now: createTestClock(new Date('2026-11-22T09:00:00.000Z')).now,
      adminEmails: ['coach@example.ru'],
      environment: { YOOKASSA_SHOP_ID: credentials.shopId, YOOKASSA_SECRET_KEY: credentials.secretKey, YOOKASSA_API_URL: standIn.baseUrl },
    });
  });
  afterAll(async () => {
    await app?.close();
    await standIn?.close();
  });

  it('should send an entrepreneur’s certificate as an advance («аванс», subject «платёж»)', async () => {
    const coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    expect((await coach.request('PUT', '/api/practice/', { body: practice('sole_proprietor') })).status).toBe(200);
    const guest = app.client();
    await guest.get('/api/csrf');
    const bought = await guest.post<BuyResponse>('/api/gift-certificates/', order({ email: 'olga@example.ru', agreement: true, deliver_on: '2026-11-22' }));
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const create = standIn.requests.find((request) => request.method === 'POST' && request.path === '/v3/payments');
    const body = create?.body as { amount: { value: string }; receipt: { items: Array<Record<string, unknown>> } };
    expect(body.amount.value).toBe('3500.00');
    expect(body.receipt.items).toEqual([expect.objectContaining({ description: 'Подарочный сертификат: Коуч-сессия', payment_mode: 'advance', payment_subject: 'payment' })]);
  });
});
