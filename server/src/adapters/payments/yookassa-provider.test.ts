import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../config/logger';
import { PaymentProviderError, type CreatePaymentRequest } from './payment-provider';
import { createYookassaProvider } from './yookassa-provider';
import { startYookassaStandIn, type YookassaStandIn } from '../../../../tests/support/yookassa-stand-in';

const credentials = { shopId: '506751', secretKey: 'test_Fh8hUAVVBGUGbjmlzba6TB0iyUbos_lueTHE-axOwM0' };

const request: CreatePaymentRequest = {
  idempotenceKey: 'purchase-7f3c',
  amountKopecks: 350_000,
  description: 'Коуч-сессия, 2 декабря 2026, 10:00',
  returnUrl: 'https://coach.example.ru/buy-success/purchase-7f3c',
  metadata: { purchaseId: 'purchase-7f3c' },
  receipt: { customerEmail: 'anna@example.ru', itemDescription: 'Коуч-сессия', vatCode: 1, paymentSubject: 'service', paymentMode: 'full_payment' },
};

const rejection = (promise: Promise<unknown>) => promise.then(() => expect.fail('should have failed'), (error: unknown) => error as PaymentProviderError);

describe('YooKassa provider against a local stand-in of its API', () => {
  let standIn: YookassaStandIn;
  let provider: ReturnType<typeof createYookassaProvider>;

  beforeAll(async () => {
    standIn = await startYookassaStandIn(credentials);
    provider = createYookassaProvider({ ...credentials, baseUrl: standIn.baseUrl, logger: createLogger('silent'), timeoutMs: 300, retryDelaysMs: [5, 5] });
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  describe('creating a payment', () => {
    it('should send amount, capture, embedded confirmation, metadata and a one-item receipt, with auth and an Idempotence-Key', async () => {
      const payment = await provider.createPayment(request);

      expect(standIn.requests).toHaveLength(1);
      const [sent] = standIn.requests;
      expect(sent).toMatchObject({ method: 'POST', path: '/v3/payments' });
      expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from('506751:test_Fh8hUAVVBGUGbjmlzba6TB0iyUbos_lueTHE-axOwM0').toString('base64')}`);
      expect(sent?.headers['idempotence-key']).toBe('purchase-7f3c');
      expect(sent?.headers['content-type']).toBe('application/json');
      expect(sent?.body).toEqual({
        amount: { value: '3500.00', currency: 'RUB' },
        capture: true,
        confirmation: { type: 'embedded' },
        description: 'Коуч-сессия, 2 декабря 2026, 10:00',
        metadata: { purchaseId: 'purchase-7f3c' },
        receipt: {
          customer: { email: 'anna@example.ru' },
          items: [
            {
              description: 'Коуч-сессия',
              quantity: '1.00',
              amount: { value: '3500.00', currency: 'RUB' },
              vat_code: 1,
              payment_subject: 'service',
              payment_mode: 'full_payment',
            },
          ],
        },
      });

      const created = standIn.payments.get(payment.id);
      expect(payment).toEqual({
        id: created?.id,
        status: 'pending',
        paid: false,
        amountKopecks: 350_000,
        metadata: { purchaseId: 'purchase-7f3c' },
        confirmationToken: created?.confirmation.confirmation_token,
      });
    });

    it('should write kopecks exactly and cut descriptions to YooKassa’s 128 characters', async () => {
      await provider.createPayment({
        ...request,
        amountKopecks: 100_005,
        description: 'Д'.repeat(200),
        receipt: { ...request.receipt, itemDescription: 'Гайд '.repeat(40), paymentSubject: 'intellectual_activity' },
      });
      const body = standIn.requests[0]?.body as { amount: { value: string }; description: string; receipt: { items: Array<{ description: string; amount: { value: string }; payment_subject: string }> } };
      expect(body.amount.value).toBe('1000.05');
      expect(body.receipt.items[0]?.amount.value).toBe('1000.05');
      expect(body.receipt.items[0]?.payment_subject).toBe('intellectual_activity');
      expect(Array.from(body.description)).toHaveLength(128);
      expect(body.description.endsWith('…')).toBe(true);
      expect(Array.from(body.receipt.items[0]?.description ?? '').length).toBeLessThanOrEqual(128);
    });

    it('should refuse a non-integer or non-positive amount without calling YooKassa', async () => {
      await expect(provider.createPayment({ ...request, amountKopecks: 35.5 })).rejects.toMatchObject({ retryable: false, code: 'invalid_request' });
      await expect(provider.createPayment({ ...request, amountKopecks: 0 })).rejects.toMatchObject({ retryable: false });
      expect(standIn.requests).toHaveLength(0);
    });
  });

  describe('retrying an unknown outcome with the same Idempotence-Key', () => {
    it('should retry after HTTP 500 with the same key and body', async () => {
      standIn.fail({ kind: 'answer', status: 500, body: { type: 'error', id: 'e-500', code: 'internal_server_error', description: 'Internal error' } });
      const payment = await provider.createPayment(request);
      expect(payment.status).toBe('pending');
      expect(standIn.requests.map((sent) => sent.headers['idempotence-key'])).toEqual(['purchase-7f3c', 'purchase-7f3c']);
      expect(standIn.requests[1]?.body).toEqual(standIn.requests[0]?.body);
    });

    it('should get the very payment already created when the first answer was lost', async () => {
      standIn.fail({ kind: 'lose-answer' });
      const payment = await provider.createPayment(request);
      expect(standIn.requests).toHaveLength(2);
      expect(standIn.payments.size).toBe(1);
      expect(standIn.payments.has(payment.id)).toBe(true);
    });

    it('should retry a dropped connection and a timeout', async () => {
      standIn.fail({ kind: 'drop' }, { kind: 'delay', ms: 1_000 });
      const payment = await provider.createPayment(request);
      expect(standIn.requests).toHaveLength(3);
      expect(new Set(standIn.requests.map((sent) => sent.headers['idempotence-key']))).toEqual(new Set(['purchase-7f3c']));
      expect(standIn.payments.size).toBe(1);
      expect(payment.confirmationToken).toMatch(/^ct-/);
    });

    it('should give up after three attempts with a retryable error', async () => {
      const internal = { kind: 'answer', status: 500, body: { type: 'error', id: 'e-500', code: 'internal_server_error', description: 'Internal error' } } as const;
      standIn.fail(internal, internal, internal);
      const error = await rejection(provider.createPayment(request));
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect(error).toMatchObject({ retryable: true, status: 500, code: 'internal_server_error', message: 'Internal error' });
      expect(standIn.requests).toHaveLength(3);
    });

    it('should treat a time-out on every attempt as retryable', async () => {
      standIn.fail({ kind: 'delay', ms: 1_000 }, { kind: 'delay', ms: 1_000 }, { kind: 'delay', ms: 1_000 });
      await expect(provider.getPayment('anything')).rejects.toMatchObject({ retryable: true, code: 'timeout' });
    });
  });

  describe('refused requests', () => {
    it('should not retry HTTP 400 and carry YooKassa’s description, code, parameter and error id', async () => {
      standIn.fail({ kind: 'answer', status: 400, body: { type: 'error', id: 'e-400', code: 'invalid_request', description: 'Receipt is invalid', parameter: 'receipt.customer' } });
      const error = await rejection(provider.createPayment(request));
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect(error).toMatchObject({
        retryable: false,
        status: 400,
        code: 'invalid_request',
        message: 'Receipt is invalid',
        parameter: 'receipt.customer',
        providerErrorId: 'e-400',
      });
      expect(standIn.requests).toHaveLength(1);
    });

    it('should not retry wrong credentials', async () => {
      const stranger = createYookassaProvider({ shopId: '506751', secretKey: 'test_wrong', baseUrl: standIn.baseUrl, logger: createLogger('silent'), retryDelaysMs: [5, 5] });
      await expect(stranger.getPayment('x')).rejects.toMatchObject({ retryable: false, status: 401, code: 'invalid_credentials' });
      expect(standIn.requests).toHaveLength(1);
    });

    it('should retry HTTP 429', async () => {
      standIn.fail({ kind: 'answer', status: 429, body: { type: 'error', code: 'too_many_requests', description: 'Too many requests' } });
      await provider.createPayment(request);
      expect(standIn.requests).toHaveLength(2);
    });

    it('should map an unknown payment to a non-retryable not_found', async () => {
      await expect(provider.getPayment('2c9e6a1b-000f-5000-9000-1b5c2d1e6f7a')).rejects.toMatchObject({ retryable: false, status: 404, code: 'not_found' });
    });

    it('should cope with a 502 page that is not JSON', async () => {
      standIn.fail({ kind: 'answer', status: 502, body: undefined }, { kind: 'answer', status: 502, body: undefined }, { kind: 'answer', status: 502, body: undefined });
      await expect(provider.getPayment('x')).rejects.toMatchObject({ retryable: true, status: 502, message: 'YooKassa answered HTTP 502' });
    });

    it('should reject a successful answer of an unexpected shape without retrying', async () => {
      standIn.fail({ kind: 'answer', status: 200, body: { id: 'p1', status: 'paid-ish' } });
      await expect(provider.getPayment('p1')).rejects.toMatchObject({ retryable: false, code: 'unexpected_response' });
      expect(standIn.requests).toHaveLength(1);
    });
  });

  describe('receipts', () => {
    it("should name an entrepreneur's tax system and leave out what a receipt does not name", async () => {
      await provider.createPayment({ ...request, receipt: { ...request.receipt, paymentMode: 'full_prepayment', taxSystemCode: 2 } });
      expect((standIn.requests[0]?.body as { receipt: unknown }).receipt).toEqual({
        customer: { email: 'anna@example.ru' },
        items: [{ description: 'Коуч-сессия', quantity: '1.00', amount: { value: '3500.00', currency: 'RUB' }, vat_code: 1, payment_subject: 'service', payment_mode: 'full_prepayment' }],
        tax_system_code: 2,
      });
      await provider.createPayment({ ...request, idempotenceKey: 'purchase-npd', receipt: { customerEmail: 'anna@example.ru', itemDescription: 'Коуч-сессия', vatCode: 1 } });
      expect((standIn.requests[1]?.body as { receipt: unknown }).receipt).toEqual({
        customer: { email: 'anna@example.ru' },
        items: [{ description: 'Коуч-сессия', quantity: '1.00', amount: { value: '3500.00', currency: 'RUB' }, vat_code: 1 }],
      });
    });

    it('should send a settlement of the prepayment as its own receipt and read it back until it is registered', async () => {
      const payment = await provider.createPayment(request);
      standIn.pay(payment.id);
      const receipt = { customerEmail: 'anna@example.ru', itemDescription: 'Коуч-сессия', vatCode: 1, paymentSubject: 'service', paymentMode: 'full_payment', taxSystemCode: 2 } as const;
      const sent = await provider.createReceipt({ idempotenceKey: 'settlement-1', paymentId: payment.id, amountKopecks: 350_000, receipt, purpose: { kind: 'settlement' } });
      expect(sent).toEqual({ id: expect.any(String), status: 'pending' });
      expect(standIn.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: '/v3/receipts',
        body: {
          type: 'payment',
          payment_id: payment.id,
          send: true,
          customer: { email: 'anna@example.ru' },
          items: [{ description: 'Коуч-сессия', quantity: '1.00', amount: { value: '3500.00', currency: 'RUB' }, vat_code: 1, payment_subject: 'service', payment_mode: 'full_payment' }],
          settlements: [{ type: 'prepayment', amount: { value: '3500.00', currency: 'RUB' } }],
          tax_system_code: 2,
        },
      });
      expect(standIn.requests.at(-1)?.headers['idempotence-key']).toBe('settlement-1');
      standIn.registerSettlement(sent.id, { fiscal_document_number: '41', fiscal_storage_number: '9288000100115785', fiscal_attribute: '1111111111' });
      expect(await provider.getReceipt(sent.id)).toEqual({
        id: sent.id,
        status: 'succeeded',
        fiscal: { registeredAt: expect.stringMatching(/^\d{4}-/), fiscalDocumentNumber: '41', fiscalStorageNumber: '9288000100115785', fiscalAttribute: '1111111111' },
      });
    });

    it("should send a refused payment's and refund's receipt again as receipts of their own, paid by card", async () => {
      const payment = await provider.createPayment(request);
      standIn.pay(payment.id);
      const receipt = { customerEmail: 'anna@example.ru', itemDescription: 'Коуч-сессия', vatCode: 1, paymentSubject: 'service', paymentMode: 'full_prepayment', taxSystemCode: 2 } as const;
      await provider.createReceipt({ idempotenceKey: 'payment-again', paymentId: payment.id, amountKopecks: 350_000, receipt, purpose: { kind: 'payment' } });
      expect(standIn.requests.at(-1)?.body).toMatchObject({ type: 'payment', payment_id: payment.id, send: true, settlements: [{ type: 'cashless', amount: { value: '3500.00', currency: 'RUB' } }], tax_system_code: 2 });
      const refund = await provider.createRefund({ idempotenceKey: 'refund-2', paymentId: payment.id, amountKopecks: 100_000, receipt });
      const sent = await provider.createReceipt({ idempotenceKey: 'refund-again', paymentId: payment.id, amountKopecks: 100_000, receipt, purpose: { kind: 'refund', refundId: refund.id } });
      expect(sent.status).toBe('pending');
      const body = standIn.requests.at(-1)?.body as Record<string, unknown>;
      expect(body).toMatchObject({ type: 'refund', refund_id: refund.id, settlements: [{ type: 'cashless', amount: { value: '1000.00', currency: 'RUB' } }] });
      expect(body).not.toHaveProperty('payment_id');
    });

    it("should send a refund's receipt with it and read its registration", async () => {
      const payment = await provider.createPayment(request);
      standIn.pay(payment.id);
      const refund = await provider.createRefund({ idempotenceKey: 'refund-1', paymentId: payment.id, amountKopecks: 100_000, receipt: request.receipt });
      expect((standIn.requests.at(-1)?.body as { receipt: { items: unknown[] } }).receipt.items).toHaveLength(1);
      expect(refund.receiptRegistration).toBe('pending');
      standIn.registerRefundReceipt(refund.id);
      expect((await provider.getRefund(refund.id)).receiptRegistration).toBe('succeeded');
    });
  });

  describe('reading a payment', () => {
    it('should read status, paid, amount, metadata and the confirmation token, with a plain GET', async () => {
      const created = await provider.createPayment(request);
      standIn.pay(created.id);
      const payment = await provider.getPayment(created.id);
      expect(payment).toEqual({
        id: created.id,
        status: 'succeeded',
        paid: true,
        amountKopecks: 350_000,
        metadata: { purchaseId: 'purchase-7f3c' },
        confirmationToken: created.confirmationToken,
        method: 'bank_card',
        receiptRegistration: 'pending',
      });
      const get = standIn.requests[1];
      expect(get).toMatchObject({ method: 'GET', path: `/v3/payments/${created.id}`, body: undefined });
      expect(get?.headers['idempotence-key']).toBeUndefined();
      expect(get?.headers.authorization).toMatch(/^Basic /);
    });

    it('should name СБП and fold the other ways to pay into one', async () => {
      const bySbp = await provider.createPayment({ ...request, idempotenceKey: 'purchase-sbp' });
      standIn.pay(bySbp.id, 'sbp');
      expect((await provider.getPayment(bySbp.id)).method).toBe('sbp');
      const byWallet = await provider.createPayment({ ...request, idempotenceKey: 'purchase-wallet' });
      standIn.pay(byWallet.id, 'yoo_money');
      expect((await provider.getPayment(byWallet.id)).method).toBe('other');
    });

    it("should read the receipt's registration: pending, then succeeded or canceled", async () => {
      const registered = await provider.createPayment({ ...request, idempotenceKey: 'purchase-registered' });
      standIn.pay(registered.id);
      expect((await provider.getPayment(registered.id)).receiptRegistration).toBe('pending');
      standIn.registerReceipt(registered.id, { fiscal_document_number: '1', fiscal_storage_number: '9288000100115785', fiscal_attribute: '2617603921' });
      expect((await provider.getPayment(registered.id)).receiptRegistration).toBe('succeeded');
      const refused = await provider.createPayment({ ...request, idempotenceKey: 'purchase-refused' });
      standIn.pay(refused.id);
      standIn.refuseReceipt(refused.id);
      expect((await provider.getPayment(refused.id)).receiptRegistration).toBe('canceled');
    });

    it("should read the receipt's fiscal data once registered, and nothing before", async () => {
      const created = await provider.createPayment({ ...request, idempotenceKey: 'purchase-receipt' });
      standIn.pay(created.id);
      expect(await provider.getPaymentReceipt(created.id)).toBeUndefined();
      standIn.registerReceipt(created.id, { fiscal_document_number: '3997', fiscal_storage_number: '9288000100115785', fiscal_attribute: '2617603921' });
      expect(await provider.getPaymentReceipt(created.id)).toEqual({
        registeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        fiscalDocumentNumber: '3997',
        fiscalStorageNumber: '9288000100115785',
        fiscalAttribute: '2617603921',
      });
      expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v3/receipts?payment_id=${created.id}` });
    });

    it('should read a cancellation reason', async () => {
      const created = await provider.createPayment(request);
      standIn.cancel(created.id, 'insufficient_funds');
      expect(await provider.getPayment(created.id)).toMatchObject({ status: 'canceled', paid: false, cancellationReason: 'insufficient_funds' });
    });
  });

  describe('refunds', () => {
    it('should refund in full with payment_id, amount and description, and no receipt', async () => {
      const payment = await provider.createPayment(request);
      standIn.pay(payment.id);
      const refund = await provider.createRefund({ idempotenceKey: 'refund-purchase-7f3c-1', paymentId: payment.id, amountKopecks: 350_000, description: 'Сессию отменили' });

      const sent = standIn.requests.at(-1);
      expect(sent).toMatchObject({ method: 'POST', path: '/v3/refunds' });
      expect(sent?.headers['idempotence-key']).toBe('refund-purchase-7f3c-1');
      expect(sent?.body).toEqual({ payment_id: payment.id, amount: { value: '3500.00', currency: 'RUB' }, description: 'Сессию отменили' });
      expect(refund).toEqual({ id: expect.any(String), paymentId: payment.id, status: 'succeeded', amountKopecks: 350_000 });
      expect(await provider.getRefund(refund.id)).toEqual(refund);
      expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v3/refunds/${refund.id}` });
    });

    it('should send a receipt with a partial refund', async () => {
      const payment = await provider.createPayment(request);
      standIn.pay(payment.id);
      await provider.createRefund({ idempotenceKey: 'refund-2', paymentId: payment.id, amountKopecks: 100_000, receipt: request.receipt });
      expect((standIn.requests.at(-1)?.body as { receipt: unknown }).receipt).toEqual({
        customer: { email: 'anna@example.ru' },
        items: [{ description: 'Коуч-сессия', quantity: '1.00', amount: { value: '1000.00', currency: 'RUB' }, vat_code: 1, payment_subject: 'service', payment_mode: 'full_payment' }],
      });
    });

    it('should return the same refund for a repeated Idempotence-Key', async () => {
      const payment = await provider.createPayment(request);
      standIn.pay(payment.id);
      const refund = { idempotenceKey: 'refund-3', paymentId: payment.id, amountKopecks: 350_000 };
      expect((await provider.createRefund(refund)).id).toBe((await provider.createRefund(refund)).id);
      expect(standIn.refunds.size).toBe(1);
    });
  });

  it('should log requests with their context but never the secret key', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logged = createYookassaProvider({ ...credentials, baseUrl: standIn.baseUrl, logger: pino({ level: 'debug' }, sink), retryDelaysMs: [1] });
    standIn.fail({ kind: 'answer', status: 500, body: { type: 'error', id: 'e-500', code: 'internal_server_error', description: 'Internal error' } });
    await logged.createPayment(request);
    await expect(logged.getPayment('missing')).rejects.toBeInstanceOf(PaymentProviderError);

    const output = lines.join('');
    expect(output).not.toContain(credentials.secretKey);
    expect(output).not.toContain(Buffer.from(`${credentials.shopId}:${credentials.secretKey}`).toString('base64'));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ provider: 'yookassa', method: 'POST', path: '/payments', idempotenceKey: 'purchase-7f3c', attempt: 1, status: 500, errorCode: 'internal_server_error', yookassaErrorId: 'e-500' }),
        expect.objectContaining({ provider: 'yookassa', method: 'GET', status: 404, errorCode: 'not_found' }),
      ]),
    );
  });
});
