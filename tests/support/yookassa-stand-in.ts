import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of the YooKassa API v3 for tests: a real HTTP server on 127.0.0.1 that records
 * every request and answers the way YooKassa's documentation describes — Basic auth, a required
 * Idempotence-Key on POST (a repeated key returns the object already created), payment and refund
 * objects, and `{ type: 'error', id, code, description, parameter }` bodies. Tests drive what the
 * customer does (`pay`, `cancel`) and inject faults (`fail`) to check the adapter's retries.
 * Test support only; nothing in the server imports it.
 */

export type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown };

/**
 * What the next request meets instead of a normal answer; with `method` (and `path`, a prefix), the
 * next request of that method (and path) only, so a job reading in the background does not take a
 * fault meant for another request.
 */
export type Fault = (
  | { kind: 'answer'; status: number; body?: unknown }
  /** Closes the connection before doing anything (a network failure). */
  | { kind: 'drop' }
  /** Does the work, then closes the connection: the object exists, the client never heard. */
  | { kind: 'lose-answer' }
  /** Answers normally, but only after this long. */
  | { kind: 'delay'; ms: number }
) & { method?: string; path?: string };

type Amount = { value: string; currency: string };
type Payment = {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: Amount;
  description?: string;
  metadata: Record<string, string>;
  confirmation: { type: 'embedded'; confirmation_token: string };
  cancellation_details?: { party: string; reason: string };
  receipt_registration?: string;
  payment_method?: { type: string; id: string; saved: boolean };
  created_at: string;
  test: true;
  refundable: boolean;
};
type StoredReceipt = {
  id: string;
  type: 'payment' | 'refund';
  payment_id: string;
  refund_id?: string;
  status: 'pending' | 'succeeded' | 'canceled';
  registered_at?: string;
  fiscal_document_number?: string;
  fiscal_storage_number?: string;
  fiscal_attribute?: string;
  /** A separately sent receipt's settlements (`prepayment` for a settlement, `cashless` for one sent again); absent on the receipt sent with a payment. */
  settlements?: { type: string; amount: Amount }[];
};
type Refund = { id: string; payment_id: string; status: 'succeeded'; amount: Amount; description?: string; created_at: string; receipt_registration?: string };
type Fiscal = { fiscal_document_number: string; fiscal_storage_number: string; fiscal_attribute: string };

export type YookassaStandIn = {
  /** The API root to give the adapter, e.g. http://127.0.0.1:41234/v3 */
  baseUrl: string;
  requests: RecordedRequest[];
  payments: Map<string, Payment>;
  refunds: Map<string, Refund>;
  /** Queues faults for the next requests, in order. */
  fail(...faults: Fault[]): void;
  /** The customer pays in the widget, by card unless told otherwise (`sbp`…). */
  pay(paymentId: string, method?: string): void;
  /** The online register reports the payment's receipt registered with these fiscal data. */
  registerReceipt(paymentId: string, fiscal: Fiscal): void;
  /** The register or «Мой налог» refused the payment's receipt (`receipt_registration: canceled`). */
  refuseReceipt(paymentId: string): void;
  /** The refund's receipt is registered. */
  registerRefundReceipt(refundId: string): void;
  /** A settlement receipt (`POST /receipts`) is registered with these fiscal data. */
  registerSettlement(receiptId: string, fiscal: Fiscal): void;
  /** A settlement receipt is refused. */
  refuseSettlement(receiptId: string): void;
  /** The settlement receipts sent so far. */
  settlements(): StoredReceipt[];
  /** The refused payment's and refund's receipts sent again so far. */
  receiptsSentAgain(): StoredReceipt[];
  /** The payment is canceled with YooKassa's `cancellation_details`. */
  cancel(paymentId: string, reason?: string): void;
  reset(): void;
  close: () => Promise<void>;
};

const error = (status: number, code: string, description: string, parameter?: string) => ({
  status,
  body: { type: 'error', id: randomUUID(), code, description, ...(parameter ? { parameter } : {}) },
});

export async function startYookassaStandIn(credentials: { shopId: string; secretKey: string }): Promise<YookassaStandIn> {
  const requests: RecordedRequest[] = [];
  const payments = new Map<string, Payment>();
  const refunds = new Map<string, Refund>();
  const receipts: StoredReceipt[] = [];
  const faults: Fault[] = [];
  // YooKassa remembers the answer per Idempotence-Key and returns it again for a repeated key.
  const answered = new Map<string, { status: number; body: unknown }>();
  const expectedAuthorization = `Basic ${Buffer.from(`${credentials.shopId}:${credentials.secretKey}`).toString('base64')}`;

  function handle(method: string, path: string, headers: http.IncomingHttpHeaders, body: unknown): { status: number; body: unknown } {
    if (headers.authorization !== expectedAuthorization) return error(401, 'invalid_credentials', 'Authentication failed');
    if (method === 'POST') {
      const key = headers['idempotence-key'];
      if (typeof key !== 'string' || key === '') return error(400, 'invalid_request', 'Idempotence key is missing', 'Idempotence-Key');
      const remembered = answered.get(`${path} ${key}`);
      if (remembered) return remembered;
      const answer = create(path, body);
      if (answer.status === 200) answered.set(`${path} ${key}`, answer);
      return answer;
    }
    const receiptsOf = /^\/v3\/receipts\?payment_id=([^&]+)$/.exec(path)?.[1];
    if (receiptsOf !== undefined) {
      const paymentId = decodeURIComponent(receiptsOf);
      return { status: 200, body: { type: 'list', items: receipts.filter((receipt) => receipt.payment_id === paymentId) } };
    }
    const [, collection, id] = /^\/v3\/(payments|refunds|receipts)\/([^/]+)$/.exec(path) ?? [];
    const key = decodeURIComponent(id ?? '');
    const found = collection === 'payments' ? payments.get(key) : collection === 'refunds' ? refunds.get(key) : receipts.find((receipt) => receipt.id === key);
    return found ? { status: 200, body: found } : error(404, 'not_found', 'Object not found');
  }

  function create(path: string, body: unknown): { status: number; body: unknown } {
    const request = (body ?? {}) as Record<string, unknown>;
    if (path === '/v3/receipts') {
      // A separate receipt, as the product sends: a settlement of a prepayment, or a refused payment's or refund's receipt again.
      const settlements = request.settlements as { type: string; amount: Amount }[] | undefined;
      const settlementType = settlements?.[0]?.type;
      if (request.type === 'refund') {
        const refund = refunds.get(String(request.refund_id));
        if (!refund) return error(404, 'not_found', 'Refund not found', 'refund_id');
        if (settlementType !== 'cashless') return error(400, 'invalid_request', 'A refund receipt is settled cashless here', 'settlements');
        const receipt: StoredReceipt = { id: randomUUID(), type: 'refund', refund_id: refund.id, payment_id: refund.payment_id, status: 'pending', settlements };
        receipts.push(receipt);
        return { status: 200, body: receipt };
      }
      const payment = payments.get(String(request.payment_id));
      if (!payment) return error(404, 'not_found', 'Payment not found', 'payment_id');
      if (request.type !== 'payment' || (settlementType !== 'prepayment' && settlementType !== 'cashless')) return error(400, 'invalid_request', 'Unsupported receipt', 'settlements');
      const receipt: StoredReceipt = { id: randomUUID(), type: 'payment', payment_id: payment.id, status: 'pending', settlements };
      receipts.push(receipt);
      return { status: 200, body: receipt };
    }
    const amount = request.amount as Amount | undefined;
    if (!amount || !/^\d+\.\d{2}$/.test(amount.value)) return error(400, 'invalid_request', 'Invalid amount', 'amount');
    if (path === '/v3/payments') {
      const payment: Payment = {
        id: randomUUID(),
        status: 'pending',
        paid: false,
        amount,
        ...(typeof request.description === 'string' ? { description: request.description } : {}),
        metadata: (request.metadata as Record<string, string> | undefined) ?? {},
        confirmation: { type: 'embedded', confirmation_token: `ct-${randomUUID()}` },
        created_at: new Date().toISOString(),
        test: true,
        refundable: false,
      };
      payments.set(payment.id, payment);
      return { status: 200, body: payment };
    }
    if (path === '/v3/refunds') {
      const payment = payments.get(String(request.payment_id));
      if (!payment) return error(404, 'not_found', 'Payment not found', 'payment_id');
      if (payment.status !== 'succeeded') return error(400, 'invalid_request', 'Payment is not succeeded', 'payment_id');
      const refund: Refund = {
        id: randomUUID(),
        payment_id: payment.id,
        status: 'succeeded',
        amount,
        created_at: new Date().toISOString(),
        ...(request.receipt ? { receipt_registration: 'pending' } : {}),
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return error(404, 'not_found', 'Unknown endpoint');
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = raw ? (JSON.parse(raw) as unknown) : undefined;
      const method = request.method ?? '';
      const path = request.url ?? '';
      requests.push({ method, path, headers: request.headers, body });
      const faultIndex = faults.findIndex(
        (candidate) => (candidate.method === undefined || candidate.method === method) && (candidate.path === undefined || path.startsWith(candidate.path)),
      );
      const fault = faultIndex === -1 ? undefined : faults.splice(faultIndex, 1)[0];
      if (fault?.kind === 'drop') return void request.socket.destroy();
      const answer = fault?.kind === 'answer' ? { status: fault.status, body: fault.body } : handle(method, path, request.headers, body);
      if (fault?.kind === 'lose-answer') return void request.socket.destroy();
      const send = () => {
        response.writeHead(answer.status, { 'content-type': 'application/json;charset=UTF-8' });
        response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      };
      if (fault?.kind === 'delay') setTimeout(send, fault.ms);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const existing = (paymentId: string) => {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`stand-in: no payment ${paymentId}`);
    return payment;
  };

  const existingReceipt = (receiptId: string) => {
    const receipt = receipts.find((candidate) => candidate.id === receiptId);
    if (!receipt) throw new Error(`stand-in: no receipt ${receiptId}`);
    return receipt;
  };

  return {
    baseUrl: `http://127.0.0.1:${port}/v3`,
    requests,
    payments,
    refunds,
    fail: (...more) => void faults.push(...more),
    pay(paymentId, method = 'bank_card') {
      Object.assign(existing(paymentId), {
        status: 'succeeded',
        paid: true,
        refundable: true,
        receipt_registration: 'pending',
        payment_method: { type: method, id: randomUUID(), saved: false },
      });
    },
    registerReceipt(paymentId, fiscal) {
      Object.assign(existing(paymentId), { receipt_registration: 'succeeded' });
      receipts.push({ id: randomUUID(), type: 'payment', payment_id: paymentId, status: 'succeeded', registered_at: new Date().toISOString(), ...fiscal });
    },
    refuseReceipt(paymentId) {
      Object.assign(existing(paymentId), { receipt_registration: 'canceled' });
    },
    registerRefundReceipt(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`stand-in: no refund ${refundId}`);
      refund.receipt_registration = 'succeeded';
    },
    registerSettlement(receiptId, fiscal) {
      Object.assign(existingReceipt(receiptId), { status: 'succeeded', registered_at: new Date().toISOString(), ...fiscal });
    },
    refuseSettlement(receiptId) {
      Object.assign(existingReceipt(receiptId), { status: 'canceled' });
    },
    settlements: () => receipts.filter((receipt) => receipt.settlements?.[0]?.type === 'prepayment'),
    receiptsSentAgain: () => receipts.filter((receipt) => receipt.settlements?.[0]?.type === 'cashless'),
    cancel(paymentId, reason = 'expired_on_confirmation') {
      Object.assign(existing(paymentId), { status: 'canceled', cancellation_details: { party: 'yoo_kassa', reason } });
    },
    reset() {
      requests.length = 0;
      faults.length = 0;
      payments.clear();
      refunds.clear();
      receipts.length = 0;
      answered.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
