import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CreatePaymentRequest, CreateRefundRequest, PaymentProvider, ProviderPayment, ProviderRefund } from './payment-provider';
import { PaymentProviderError } from './payment-provider';
import { assertIdempotenceKey, assertPositiveKopecks } from './request-checks';
import { createMemorySandboxStore, type SandboxPaymentStore, type SandboxRecord } from './sandbox-store';

export type SandboxProvider = PaymentProvider & {
  /**
   * What the sandbox checkout does when the customer pays or gives up (the route
   * POST /api/sandbox/checkout/{confirmation_token}). Undefined when the token is unknown.
   * A payment that already has an outcome keeps it, as with a real checkout.
   */
  completeCheckout(confirmationToken: string, outcome: 'succeeded' | 'canceled'): Promise<ProviderPayment | undefined>;
};

/**
 * A local payment provider with YooKassa's flow — pending → succeeded or canceled, idempotence
 * keys, immediate refunds — used when no YooKassa keys are set. Records live in `store`: memory
 * by default, the database (createSqlSandboxStore) so that a restart loses nothing.
 *
 * Ids are derived so the store needs one key: the payment id comes from the idempotence key
 * (same key → same payment, even after a restart), and the confirmation token and refund ids
 * start with the payment id. The token's random tail is what makes it unguessable.
 */
export function createSandboxProvider(options: { store?: SandboxPaymentStore } = {}): SandboxProvider {
  const store = options.store ?? createMemorySandboxStore();
  // Read-change-save of one payment must not interleave (double refunds, two tokens for one key).
  // This serialises within the process; the sandbox is not meant to be shared by several servers.
  const exclusively = createKeyedLock();

  const required = async (paymentId: string): Promise<SandboxRecord> => {
    const record = await store.load(paymentId);
    if (!record) throw notFound(`Sandbox payment ${paymentId} not found`);
    return record;
  };

  return {
    kind: 'sandbox',

    async createPayment(request: CreatePaymentRequest) {
      assertIdempotenceKey(request.idempotenceKey);
      assertPositiveKopecks(request.amountKopecks, 'A payment');
      const paymentId = paymentIdFor(request.idempotenceKey);
      return exclusively(paymentId, async () => {
        const existing = await store.load(paymentId);
        if (existing) return existing.payment;
        const payment: ProviderPayment = {
          id: paymentId,
          status: 'pending',
          amountKopecks: request.amountKopecks,
          metadata: { ...request.metadata },
          confirmationToken: `${paymentId}.${randomBytes(18).toString('base64url')}`,
          paid: false,
        };
        await store.save({ payment, idempotenceKey: request.idempotenceKey, refunds: [] });
        return payment;
      });
    },

    async getPayment(paymentId) {
      return (await required(paymentId)).payment;
    },

    async completeCheckout(confirmationToken, outcome) {
      const paymentId = confirmationToken.split('.')[0] ?? '';
      return exclusively(paymentId, async () => {
        const record = await store.load(paymentId);
        if (!record?.payment.confirmationToken || !sameSecret(record.payment.confirmationToken, confirmationToken)) return undefined;
        if (record.payment.status !== 'pending') return record.payment;
        record.payment =
          outcome === 'succeeded'
            ? { ...record.payment, status: 'succeeded', paid: true, method: 'sandbox' }
            : // What YooKassa reports when the customer leaves the form without paying.
              { ...record.payment, status: 'canceled', cancellationReason: 'expired_on_confirmation' };
        await store.save(record);
        return record.payment;
      });
    },

    async createRefund(request: CreateRefundRequest) {
      assertIdempotenceKey(request.idempotenceKey);
      assertPositiveKopecks(request.amountKopecks, 'A refund');
      return exclusively(request.paymentId, async () => {
        const record = await required(request.paymentId);
        const known = record.refunds.find((refund) => refund.idempotenceKey === request.idempotenceKey);
        if (known) return withoutKey(known);
        if (record.payment.status !== 'succeeded') throw invalidRequest('Only a succeeded payment can be refunded');
        const refunded = record.refunds.reduce((sum, refund) => sum + refund.amountKopecks, 0);
        if (refunded + request.amountKopecks > record.payment.amountKopecks) throw invalidRequest('The refund exceeds what is left of the payment');
        const refund: ProviderRefund = {
          id: `${record.payment.id}.refund-${record.refunds.length + 1}`,
          paymentId: record.payment.id,
          status: 'succeeded',
          amountKopecks: request.amountKopecks,
        };
        record.refunds.push({ ...refund, idempotenceKey: request.idempotenceKey });
        await store.save(record);
        return refund;
      });
    },

    // Nobody registers a fiscal receipt for a pretend payment.
    getPaymentReceipt: async () => undefined,

    async getRefund(refundId) {
      const record = await store.load(refundId.split('.')[0] ?? '');
      const refund = record?.refunds.find((candidate) => candidate.id === refundId);
      if (!refund) throw notFound(`Sandbox refund ${refundId} not found`);
      return withoutKey(refund);
    },
  };
}

/** A stable id per idempotence key; hashed so that any key makes a tidy, dot-free id. */
const paymentIdFor = (idempotenceKey: string) => `sandbox-${createHash('sha256').update(idempotenceKey).digest('hex').slice(0, 32)}`;

const withoutKey = ({ idempotenceKey: _key, ...refund }: ProviderRefund & { idempotenceKey: string }): ProviderRefund => refund;

/** Constant-time comparison: the token is the only thing standing between a stranger and a "paid" click. */
function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const notFound = (message: string) => new PaymentProviderError(message, { retryable: false, status: 404, code: 'not_found' });
const invalidRequest = (message: string) => new PaymentProviderError(message, { retryable: false, status: 400, code: 'invalid_request' });

/** Runs work for the same key one after another, in call order. */
function createKeyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async function exclusively<T>(key: string, work: () => Promise<T>): Promise<T> {
    const run = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
