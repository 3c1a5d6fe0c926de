import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startYookassaStandIn, type YookassaStandIn } from '../../support/yookassa-stand-in';
import { loadConfig } from '../../../server/src/config/config';
import { createLogger } from '../../../server/src/config/logger';
import type { Database } from '../../../server/src/db/database';
import { startServices, type Services } from '../../../server/src/services';
import { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { openAppDatabase } from '../../support/migrated-database';

type BuyResponse = { result: boolean; free: boolean; data: { token: string | null; id: string; provider: string; amount: number } };
type PaymentBody = {
  amount: { value: string; currency: string };
  capture: boolean;
  confirmation: { type: string };
  metadata: Record<string, string>;
  receipt: { customer: { email: string }; items: Array<Record<string, unknown>> };
};

/**
 * The whole server configured for YooKassa, talking to a local stand-in of its API instead of
 * api.yookassa.ru: what a purchase sends, and that notifications are checked against the API.
 */
describe('buying a session through YooKassa (local stand-in)', () => {
  const credentials = { shopId: '506751', secretKey: 'test_stand_in_secret' };
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let standIn: YookassaStandIn;
  let dataDir: string;
  let db: Database;
  let services: Services;
  let server: Server;
  let anna: ApiClient;

  beforeAll(async () => {
    standIn = await startYookassaStandIn(credentials);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-yookassa-'));
    db = await openAppDatabase();
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_EMAILS: 'coach@example.ru',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      YOOKASSA_SHOP_ID: credentials.shopId,
      YOOKASSA_SECRET_KEY: credentials.secretKey,
      YOOKASSA_API_URL: standIn.baseUrl,
      // The test's requests come from the loopback address.
      YOOKASSA_NOTIFICATION_NETWORKS: '127.0.0.1,::1',
    });
    services = await startServices(config, createLogger(config.logLevel), { db, now: clock.now, webRoot: path.join(dataDir, 'no-web') });
    server = services.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    anna = new ApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await registerAndSignIn(anna, path.join(dataDir, 'outbox'), 'anna@example.ru');
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await services?.close();
    await db?.close();
    await standIn?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const buy = (day: number) =>
    anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: `2026-12-${String(day).padStart(2, '0')} 07:00` });
  const paid = async (purchaseId: string) => (await anna.get<{ result: boolean }>('/api/buySuccessId/', { id: purchaseId })).body.result;
  const notify = (event: string, object: Record<string, unknown>) =>
    new ApiClient(anna.baseUrl).post('/api/payments/yookassa/notification/', { type: 'notification', event, object }, { csrf: false });

  it('should create an embedded YooKassa payment with the purchase id, a receipt and the purchase as Idempotence-Key', async () => {
    const bought = await buy(2);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data).toMatchObject({ provider: 'yookassa', amount: 3500 });

    const create = standIn.requests.find((request) => request.method === 'POST' && request.path === '/v3/payments');
    expect(create?.headers['idempotence-key']).toBe(bought.body.data.id);
    const body = create?.body as PaymentBody;
    expect(body).toMatchObject({ amount: { value: '3500.00', currency: 'RUB' }, capture: true, confirmation: { type: 'embedded' }, metadata: { purchaseId: bought.body.data.id } });
    expect(body.receipt.customer.email).toBe('anna@example.ru');
    expect(body.receipt.items).toEqual([
      expect.objectContaining({ quantity: '1.00', amount: { value: '3500.00', currency: 'RUB' }, payment_subject: 'service', payment_mode: 'full_payment' }),
    ]);
    const [payment] = [...standIn.payments.values()].filter((candidate) => candidate.metadata.purchaseId === bought.body.data.id);
    expect(bought.body.data.token).toBe(payment?.confirmation.confirmation_token);
  });

  it('should mark the purchase paid on a notification only once YooKassa itself says so', async () => {
    const bought = await buy(3);
    const payment = [...standIn.payments.values()].find((candidate) => candidate.metadata.purchaseId === bought.body.data.id)!;

    // A notification claiming success for a payment YooKassa still has pending changes nothing.
    expect((await notify('payment.succeeded', { id: payment.id, status: 'succeeded', metadata: { purchaseId: bought.body.data.id } })).status).toBe(200);
    expect(await paid(bought.body.data.id)).toBe(false);

    standIn.pay(payment.id);
    expect((await notify('payment.succeeded', { id: payment.id, status: 'succeeded', metadata: { purchaseId: bought.body.data.id } })).status).toBe(200);
    expect(await paid(bought.body.data.id)).toBe(true);
  });

  it('should answer 502 and give the slot back when YooKassa stays down', async () => {
    const down = { kind: 'answer', status: 500, body: { type: 'error', id: 'e-1', code: 'internal_server_error', description: 'Internal server error' }, method: 'POST' } as const;
    standIn.fail(down, down, down);
    const bought = await buy(4);
    expect(bought.status).toBe(502);
    const again = await buy(4);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it("should show in the cabinet each payment's method and, once registered, the receipt's fiscal data (YooKassa gives no receipt link)", async () => {
    type PaymentInfo = { amount: number; date: string; method: string | null; receipt: Record<string, string> | null };
    const bought = await buy(7);
    const payment = [...standIn.payments.values()].find((candidate) => candidate.metadata.purchaseId === bought.body.data.id)!;
    standIn.pay(payment.id, 'sbp');
    standIn.registerReceipt(payment.id, { fiscal_document_number: '3997', fiscal_storage_number: '9288000100115785', fiscal_attribute: '2617603921' });
    expect(await paid(bought.body.data.id)).toBe(true);
    const paymentOfSession = async () =>
      (await anna.get<Array<{ id: number; payment: PaymentInfo | null }>>('/api/consultation/', { start: '2026-12-06 21:00', end: '2026-12-07 21:00' })).body[0]?.payment;
    await expect.poll(async () => (await paymentOfSession())?.receipt, { timeout: 10_000 }).toEqual({
      registered_at: expect.stringMatching(/^2\d{3}-/),
      fiscal_document_number: '3997',
      fiscal_storage_number: '9288000100115785',
      fiscal_attribute: '2617603921',
    });
    expect(await paymentOfSession()).toMatchObject({ amount: 3500, method: 'sbp', date: expect.stringMatching(/^2026-11-22T/) });

    const product = await anna.post<BuyResponse>('/api/buy/', { product: 'product', type: 2, amount: 0 });
    const productPayment = [...standIn.payments.values()].find((candidate) => candidate.metadata.purchaseId === product.body.data.id)!;
    standIn.pay(productPayment.id);
    expect(await paid(product.body.data.id)).toBe(true);
    const purchased = await anna.get<Array<{ type: { id: number }; payment_info: PaymentInfo }>>('/api/user-product/');
    // Paid by card; the register has not reported the receipt yet, so none is shown.
    expect(purchased.body.find((item) => item.type.id === 2)?.payment_info).toMatchObject({ method: 'bank_card', receipt: null });
    await expect.poll(() => standIn.requests.some((request) => request.path === `/v3/receipts?payment_id=${productPayment.id}`), { timeout: 5000 }).toBe(true);
  });
});
