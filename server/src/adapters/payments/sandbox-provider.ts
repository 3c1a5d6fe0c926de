import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type {
  CreatePaymentRequest,
  CreateRefundRequest,
  CreateReceiptRequest,
  PaymentProvider,
  ProviderPayment,
  ProviderReceipt,
  ProviderRefund,
  Receipt,
} from './payment-provider';
import { PaymentProviderError } from './payment-provider';
import { assertIdempotenceKey, assertPositiveKopecks } from './request-checks';
import { createMemorySandboxStore, type SandboxPaymentStore, type SandboxReceipt, type SandboxRecord, type SandboxRefund } from './sandbox-store';

/**
 * A buyer whose address has this in its local part (`anna+receipt-refused@…`) gets her receipts
 * refused, as a register or «Мой налог» sometimes refuses one: how to see a refusal locally. A
 * refused receipt sent again is registered (the register was back).
 */
export const sandboxRefusedReceiptMarker = 'receipt-refused';

export type SandboxOptions = {
  store?: SandboxPaymentStore;
  /** How long a receipt waits for its answer (default 5 s, as a register's usual delay). */
  receiptDelayMs?: number;
  now?: () => Date;
};

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
 * keys, immediate refunds, receipts registered some seconds later (or refused, see
 * `sandboxRefusedReceiptMarker`) — used when no YooKassa keys are set. Records live in `store`:
 * memory by default, the database (createSqlSandboxStore) so that a restart loses nothing.
 *
 * Ids are derived so the store needs one key: the payment id comes from the idempotence key
 * (same key → same payment, even after a restart), and the confirmation token and refund ids
 * start with the payment id. The token's random tail is what makes it unguessable.
 */
export function createSandboxProvider(options: SandboxOptions = {}): SandboxProvider {
  const store = options.store ?? createMemorySandboxStore();
  const now = options.now ?? (() => new Date());
  const receiptDelayMs = options.receiptDelayMs ?? 5_000;
  const sent = (receipt: SandboxReceipt['answer']): SandboxReceipt => ({ answer: receipt, status: 'pending', dueAt: new Date(now().getTime() + receiptDelayMs).toISOString() });

  /** The record with every receipt that is due answered, saved when anything changed. */
  const answeredRecord = (paymentId: string) =>
    exclusively(paymentId, async () => {
      const record = await required(paymentId);
      const answered = answerDue(record, now());
      if (answered !== record) await store.save(answered);
      return answered;
    });
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
        // YooKassa keeps the receipt data and registers the receipt once the payment succeeds.
        await store.save({ payment, idempotenceKey: request.idempotenceKey, refunds: [], paymentReceipt: { answer: answerTo(request.receipt), status: 'pending' } });
        return payment;
      });
    },

    async getPayment(paymentId) {
      return withRegistration(await answeredRecord(paymentId));
    },

    async completeCheckout(confirmationToken, outcome) {
      const paymentId = confirmationToken.split('.')[0] ?? '';
      return exclusively(paymentId, async () => {
        const record = await store.load(paymentId);
        if (!record?.payment.confirmationToken || !sameSecret(record.payment.confirmationToken, confirmationToken)) return undefined;
        if (record.payment.status !== 'pending') return withRegistration(record);
        record.payment =
          outcome === 'succeeded'
            ? { ...record.payment, status: 'succeeded', paid: true, method: 'sandbox' }
            : // What YooKassa reports when the customer leaves the form without paying.
              { ...record.payment, status: 'canceled', cancellationReason: 'expired_on_confirmation' };
        if (outcome === 'succeeded' && record.paymentReceipt) record.paymentReceipt = sent(record.paymentReceipt.answer);
        await store.save(record);
        return withRegistration(record);
      });
    },

    async createRefund(request: CreateRefundRequest) {
      assertIdempotenceKey(request.idempotenceKey);
      assertPositiveKopecks(request.amountKopecks, 'A refund');
      return exclusively(request.paymentId, async () => {
        const record = await required(request.paymentId);
        const known = record.refunds.find((refund) => refund.idempotenceKey === request.idempotenceKey);
        if (known) return refundAsProvided(known);
        if (record.payment.status !== 'succeeded') throw invalidRequest('Only a succeeded payment can be refunded');
        const refunded = record.refunds.reduce((sum, refund) => sum + refund.amountKopecks, 0);
        if (refunded + request.amountKopecks > record.payment.amountKopecks) throw invalidRequest('The refund exceeds what is left of the payment');
        const refund: SandboxRefund = {
          id: `${record.payment.id}.refund-${record.refunds.length + 1}`,
          paymentId: record.payment.id,
          status: 'succeeded',
          amountKopecks: request.amountKopecks,
          idempotenceKey: request.idempotenceKey,
          ...(request.receipt ? { receiptOfRefund: sent(answerTo(request.receipt)) } : {}),
        };
        record.refunds.push(refund);
        await store.save(record);
        return refundAsProvided(refund);
      });
    },

    async getPaymentReceipt(paymentId) {
      return (await answeredRecord(paymentId)).paymentReceipt?.fiscal;
    },

    async createReceipt(request: CreateReceiptRequest) {
      assertIdempotenceKey(request.idempotenceKey);
      assertPositiveKopecks(request.amountKopecks, 'A receipt');
      const { purpose } = request;
      return exclusively(request.paymentId, async () => {
        const record = await required(request.paymentId);
        const separate = record.settlements ?? [];
        const known = separate.find((receipt) => receipt.idempotenceKey === request.idempotenceKey);
        if (known) return receiptAsProvided(known);
        if (record.payment.status !== 'succeeded') throw invalidRequest('Only a succeeded payment has receipts');
        if (purpose.kind === 'refund' && !record.refunds.some((refund) => refund.id === purpose.refundId)) throw notFound(`Sandbox refund ${purpose.refundId} not found`);
        if (purpose.kind === 'settlement') {
          const settled = separate.filter((receipt) => (receipt.purpose ?? 'settlement') === 'settlement').reduce((sum, receipt) => sum + receipt.amountKopecks, 0);
          if (settled + request.amountKopecks > record.payment.amountKopecks) throw invalidRequest('The settlement exceeds the payment');
        }
        const answer = purpose.kind === 'settlement' ? answerTo(request.receipt) : registeredAnswer(request.receipt);
        const receipt = { ...sent(answer), id: `${record.payment.id}.receipt-${separate.length + 1}`, idempotenceKey: request.idempotenceKey, amountKopecks: request.amountKopecks, purpose: purpose.kind };
        await store.save({ ...record, settlements: [...separate, receipt] });
        return receiptAsProvided(receipt);
      });
    },

    async getReceipt(receiptId) {
      const record = await answeredRecord(receiptId.split('.')[0] ?? '').catch(() => undefined);
      const settlement = record?.settlements?.find((candidate) => candidate.id === receiptId);
      if (!settlement) throw notFound(`Sandbox receipt ${receiptId} not found`);
      return receiptAsProvided(settlement);
    },

    async getRefund(refundId) {
      const record = await answeredRecord(refundId.split('.')[0] ?? '').catch(() => undefined);
      const refund = record?.refunds.find((candidate) => candidate.id === refundId);
      if (!refund) throw notFound(`Sandbox refund ${refundId} not found`);
      return refundAsProvided(refund);
    },
  };
}

/** The payment as YooKassa shows it: with its receipt's registration once it succeeded. */
const withRegistration = (record: SandboxRecord): ProviderPayment =>
  record.payment.status === 'succeeded' && record.paymentReceipt ? { ...record.payment, receiptRegistration: record.paymentReceipt.status } : record.payment;

const refundAsProvided = ({ idempotenceKey: _key, receiptOfRefund, ...refund }: SandboxRefund): ProviderRefund =>
  receiptOfRefund ? { ...refund, receiptRegistration: receiptOfRefund.status } : refund;

const receiptAsProvided = (settlement: SandboxReceipt & { id: string }): ProviderReceipt => ({
  id: settlement.id,
  status: settlement.status,
  ...(settlement.fiscal ? { fiscal: settlement.fiscal } : {}),
});

/** The record with each receipt whose time has come registered or refused; the same object when none has. */
function answerDue(record: SandboxRecord, at: Date): SandboxRecord {
  let changed = false;
  const answer = <R extends SandboxReceipt>(receipt: R): R => {
    if (receipt.status !== 'pending' || receipt.dueAt === undefined || Date.parse(receipt.dueAt) > at.getTime()) return receipt;
    changed = true;
    return { ...receipt, ...registration(receipt.answer, at) };
  };
  const paymentReceipt = record.paymentReceipt && answer(record.paymentReceipt);
  const refunds = record.refunds.map((refund) => (refund.receiptOfRefund ? { ...refund, receiptOfRefund: answer(refund.receiptOfRefund) } : refund));
  const settlements = record.settlements?.map(answer);
  return changed ? { ...record, refunds, ...(paymentReceipt ? { paymentReceipt } : {}), ...(settlements ? { settlements } : {}) } : record;
}

/** What the register will answer a receipt: a refusal for a marked buyer; fiscal data for a 54-FZ one (with a tax system), none for «Мой налог». */
function answerTo(receipt: Receipt): SandboxReceipt['answer'] {
  if ((receipt.customerEmail.split('@')[0] ?? '').includes(sandboxRefusedReceiptMarker)) return 'refuse';
  return registeredAnswer(receipt);
}

const registeredAnswer = (receipt: Receipt): SandboxReceipt['answer'] => (receipt.taxSystemCode === undefined ? 'register' : 'register-with-fiscal-data');

/** The answer, given: made-up fiscal data shaped like a register's (ФН of a test fiscal drive starts 9999). */
function registration(answer: SandboxReceipt['answer'], at: Date): Pick<SandboxReceipt, 'status' | 'fiscal'> {
  if (answer === 'refuse') return { status: 'canceled' };
  if (answer === 'register') return { status: 'succeeded' };
  const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
  return {
    status: 'succeeded',
    fiscal: { registeredAt: at.toISOString(), fiscalDocumentNumber: String(randomInt(1, 100_000)), fiscalStorageNumber: `9999${digits(12)}`, fiscalAttribute: digits(10) },
  };
}
/** A stable id per idempotence key; hashed so that any key makes a tidy, dot-free id. */
const paymentIdFor = (idempotenceKey: string) => `sandbox-${createHash('sha256').update(idempotenceKey).digest('hex').slice(0, 32)}`;

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
