import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../config/logger';
import { PaymentProviderError } from './payment-provider';
import { createYookassaProvider } from './yookassa-provider';

type Recorded = { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown };

/** A local stand-in of the YooKassa API: records every request and answers as YooKassa does. */
function startStandIn() {
  const requests: Recorded[] = [];
  let next: { status: number; body: unknown } | undefined;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const answer = next ?? defaultAnswer(request.method ?? '', request.url ?? '', body);
      next = undefined;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  const defaultAnswer = (method: string, url: string, body: Record<string, unknown> | undefined) => {
    if (method === 'POST' && url === '/v3/payments') {
      return {
        status: 200,
        body: {
          id: '2c9e6a1b-000f-5000-9000-1b5c2d1e6f7a',
          status: 'pending',
          paid: false,
          amount: body?.amount,
          confirmation: { type: 'embedded', confirmation_token: 'ct-24301ae5-000f-5000-9000-13f5f1c2f8e0' },
          metadata: body?.metadata,
          created_at: '2026-11-22T10:00:00.000Z',
          test: true,
        },
      };
    }
    if (method === 'GET' && url.startsWith('/v3/payments/')) {
      return {
        status: 200,
        body: { id: url.split('/').pop(), status: 'succeeded', paid: true, amount: { value: '3500.00', currency: 'RUB' }, metadata: { purchaseId: 'p1' } },
      };
    }
    if (method === 'POST' && url === '/v3/refunds') {
      return { status: 200, body: { id: 'refund-1', payment_id: (body as { payment_id: string }).payment_id, status: 'succeeded', amount: body?.amount } };
    }
    return { status: 404, body: { type: 'error', code: 'not_found', description: 'Not found' } };
  };
  return {
    requests,
    answerNext(status: number, body: unknown) {
      next = { status, body };
    },
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('YooKassa provider against a local stand-in of its API', () => {
  const standIn = startStandIn();
  let provider: ReturnType<typeof createYookassaProvider>;
  const request = {
    idempotenceKey: 'purchase-7f3c',
    amountKopecks: 350_000,
    description: 'Коуч-сессия, 2026-12-02',
    returnUrl: 'https://coach.example.ru/buy-success/purchase-7f3c',
    metadata: { purchaseId: 'purchase-7f3c' },
    receipt: { customerEmail: 'anna@example.ru', itemDescription: 'Коуч-сессия', vatCode: 1, paymentSubject: 'service' as const, paymentMode: 'full_payment' as const },
  };

  beforeAll(async () => {
    provider = createYookassaProvider({ shopId: '506751', secretKey: 'test_secret', baseUrl: await standIn.listen() }, createLogger('silent'));
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
  });

  it('should create an embedded payment with capture, metadata and a 54-FZ receipt', async () => {
    const payment = await provider.createPayment(request);
    expect(payment).toMatchObject({ status: 'pending', amountKopecks: 350_000, confirmationToken: 'ct-24301ae5-000f-5000-9000-13f5f1c2f8e0' });
    const [sent] = standIn.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/v3/payments');
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from('506751:test_secret').toString('base64')}`);
    expect(sent?.headers['idempotence-key']).toBe('purchase-7f3c');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({
      amount: { value: '3500.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'embedded' },
      description: 'Коуч-сессия, 2026-12-02',
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
  });

  it('should send the same Idempotence-Key when a creation is retried', async () => {
    await provider.createPayment(request);
    await provider.createPayment(request);
    expect(standIn.requests.map((sent) => sent.headers['idempotence-key'])).toEqual(['purchase-7f3c', 'purchase-7f3c']);
  });

  it('should read a payment’s status, amount and metadata', async () => {
    const payment = await provider.getPayment('2c9e6a1b-000f-5000-9000-1b5c2d1e6f7a');
    expect(payment).toMatchObject({ id: '2c9e6a1b-000f-5000-9000-1b5c2d1e6f7a', status: 'succeeded', paid: true, amountKopecks: 350_000, metadata: { purchaseId: 'p1' } });
    expect(standIn.requests[0]).toMatchObject({ method: 'GET', url: '/v3/payments/2c9e6a1b-000f-5000-9000-1b5c2d1e6f7a' });
  });

  it('should create a refund with its own Idempotence-Key', async () => {
    const refund = await provider.createRefund({ idempotenceKey: 'refund-purchase-7f3c-1', paymentId: 'pay-1', amountKopecks: 350_000, description: 'Возврат' });
    expect(refund).toEqual({ id: 'refund-1', paymentId: 'pay-1', status: 'succeeded', amountKopecks: 350_000 });
    expect(standIn.requests[0]?.headers['idempotence-key']).toBe('refund-purchase-7f3c-1');
    expect(standIn.requests[0]?.body).toEqual({ payment_id: 'pay-1', amount: { value: '3500.00', currency: 'RUB' }, description: 'Возврат' });
  });

  it('should map a refused request to a non-retryable error with YooKassa’s description, and a 500 to a retryable one', async () => {
    standIn.answerNext(400, { type: 'error', id: 'e1', code: 'invalid_request', description: 'Invalid receipt', parameter: 'receipt' });
    const refused = await provider.createPayment(request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ retryable: false, status: 400, code: 'invalid_request', message: 'Invalid receipt' });
    standIn.answerNext(500, { type: 'error', code: 'internal_server_error' });
    await expect(provider.getPayment('x')).rejects.toMatchObject({ retryable: true, status: 500 });
  });
});
