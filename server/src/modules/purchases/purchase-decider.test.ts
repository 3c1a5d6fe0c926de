import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { PurchaseEvent } from './events';
import { purchaseDecider } from './purchase-decider';

const spec = deciderSpec(purchaseDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const started: PurchaseEvent = {
  type: 'PurchaseStarted',
  data: {
    purchaseId: 'p1',
    item: { kind: 'consultation', typeId: 1, consultationId: 7, sessions: 1 },
    amountKopecks: 350_000,
    description: 'Коуч-сессия',
    buyer: { userId: 'u1', email: 'anna@example.ru' },
    startedAt: at,
  },
};
const requested: PurchaseEvent = {
  type: 'PaymentRequested',
  data: { purchaseId: 'p1', provider: 'sandbox', paymentId: 'pay1', confirmationToken: 'ct', payBy: at },
};
const succeeded: PurchaseEvent = { type: 'PaymentSucceeded', data: { purchaseId: 'p1', paymentId: 'pay1', amountKopecks: 350_000, succeededAt: at } };
const paymentSucceeded = { type: 'RecordPaymentSucceeded' as const, data: { paymentId: 'pay1', amountKopecks: 350_000 }, metadata: { now } };

describe('purchase decider', () => {
  it('should record a successful payment once, however often it is reported', () => {
    spec.given([started, requested]).when(paymentSucceeded).then([succeeded]);
    spec.given([started, requested, succeeded]).when(paymentSucceeded).then([]);
  });

  it('should ignore a cancellation reported after the success', () => {
    spec
      .given([started, requested, succeeded])
      .when({ type: 'RecordPaymentCanceled', data: { paymentId: 'pay1', reason: 'expired_on_confirmation' }, metadata: { now } })
      .then([]);
  });

  it('should expire only an unpaid purchase', () => {
    spec.given([started, requested]).when({ type: 'ExpirePurchase', data: {}, metadata: { now } }).then([
      { type: 'PurchaseExpired', data: { purchaseId: 'p1', expiredAt: at } },
    ]);
    spec.given([started, requested, succeeded]).when({ type: 'ExpirePurchase', data: {}, metadata: { now } }).then([]);
  });

  it('should record money that arrives after expiry so it can be refunded', () => {
    spec.given([started, requested, { type: 'PurchaseExpired', data: { purchaseId: 'p1', expiredAt: at } }]).when(paymentSucceeded).then([succeeded]);
  });

  const guideDocuments = [
    { document: '/user-offer', version: 'v1', accepted: true },
    { document: '/user-notification', version: 'v1', accepted: false },
  ];

  it('should complete a free purchase at once and record a guest\'s consents with their versions', () => {
    spec
      .given([])
      .when({
        type: 'StartPurchase',
        data: {
          purchaseId: 'p2',
          item: { kind: 'product', typeId: 1 },
          amountKopecks: 0,
          description: 'Гид',
          buyer: { userId: null, email: 'guest@example.ru' },
          documents: guideDocuments,
          guestConsents: { personalData: { document: '/user-personal-data', version: 'v1' }, advertising: null },
        },
        metadata: { now },
      })
      .then([
        {
          type: 'PurchaseStarted',
          data: { purchaseId: 'p2', item: { kind: 'product', typeId: 1 }, amountKopecks: 0, description: 'Гид', buyer: { userId: null, email: 'guest@example.ru' }, documents: guideDocuments, startedAt: at },
        },
        {
          type: 'GuestConsentsGiven',
          data: { purchaseId: 'p2', email: 'guest@example.ru', personalData: { document: '/user-personal-data', version: 'v1' }, advertising: null, givenAt: at },
        },
        { type: 'FreePurchaseCompleted', data: { purchaseId: 'p2', completedAt: at } },
      ]);
  });

  it('should record each refund once and never more than was paid', () => {
    const refund = { type: 'RecordRefund' as const, data: { refundId: 'r1', amountKopecks: 350_000 }, metadata: { now } };
    const refunded: PurchaseEvent = {
      type: 'RefundSucceeded',
      data: { purchaseId: 'p1', paymentId: 'pay1', refundId: 'r1', amountKopecks: 350_000, refundedAt: at },
    };
    spec.given([started, requested, succeeded]).when(refund).then([refunded]);
    spec.given([started, requested, succeeded, refunded]).when(refund).then([]);
    spec
      .given([started, requested, succeeded, refunded])
      .when({ ...refund, data: { refundId: 'r2', amountKopecks: 1 } })
      .thenThrows(/больше суммы/);
  });

  it("should withdraw a guest's advertising consent once, and only one she gave", () => {
    const guide: PurchaseEvent = {
      type: 'PurchaseStarted',
      data: { purchaseId: 'p3', item: { kind: 'product', typeId: 1 }, amountKopecks: 0, description: 'Гид', buyer: { userId: null, email: 'olga@example.ru' }, startedAt: at },
    };
    const consents = (advertising: boolean): PurchaseEvent => ({
      type: 'GuestConsentsGiven',
      data: {
        purchaseId: 'p3',
        email: 'olga@example.ru',
        personalData: { document: '/user-personal-data', version: 'v1' },
        advertising: advertising ? { document: '/user-notification', version: 'v1' } : null,
        givenAt: at,
      },
    });
    const withdraw = { type: 'WithdrawGuestAdvertisingConsent' as const, data: { source: 'unsubscribe-link' as const }, metadata: { now } };
    const withdrawn: PurchaseEvent = {
      type: 'GuestAdvertisingConsentWithdrawn',
      data: { purchaseId: 'p3', email: 'olga@example.ru', withdrawnAt: at, source: 'unsubscribe-link' },
    };
    spec.given([guide, consents(true)]).when(withdraw).then([withdrawn]);
    spec.given([guide, consents(true), withdrawn]).when(withdraw).then([]);
    spec.given([guide, consents(false)]).when(withdraw).then([]);
  });
});

describe('purchase decider: receipts', () => {
  const basis = (status: 'self_employed' | 'sole_proprietor'): PurchaseEvent => ({
    type: 'PaymentRequested',
    data: {
      purchaseId: 'p1', provider: 'sandbox', paymentId: 'pay1', confirmationToken: 'ct', payBy: at,
      receiptBasis: { tax: status === 'sole_proprietor' ? { status, system: 'usn_income' } : { status }, itemName: 'Коуч-сессия' },
    },
  });
  const receiptRequested = (receiptId: string, kind: 'payment' | 'refund' | 'settlement', amountKopecks: number, extra: object = {}): PurchaseEvent => ({
    type: 'ReceiptRequested',
    data: { purchaseId: 'p1', receiptId, kind, amountKopecks, ...extra, requestedAt: at },
  });
  const refund = { type: 'RecordRefund' as const, data: { refundId: 'r1', amountKopecks: 100_000 }, metadata: { now } };
  const settle = (consultationId: number, amountKopecks: number) => ({ type: 'RequestSettlementReceipt' as const, data: { consultationId, amountKopecks }, metadata: { now } });
  const outcome = (receiptId: string, result: 'succeeded' | 'canceled') => ({ type: 'RecordReceiptOutcome' as const, data: { receiptId, outcome: result }, metadata: { now } });

  it("should ask for the payment's receipt with the payment (its data went with the request, so it comes first), and for none when the purchase has no receipt basis (paid before)", () => {
    spec.given([started, basis('self_employed')]).when(paymentSucceeded).then([receiptRequested('payment', 'payment', 350_000), succeeded]);
    spec.given([started, requested]).when(paymentSucceeded).then([succeeded]);
  });

  it("should ask for a refund's receipt with each refund", () => {
    spec.given([started, basis('sole_proprietor'), succeeded]).when(refund).then([
      receiptRequested('refund-r1', 'refund', 100_000, { refundId: 'r1' }),
      { type: 'RefundSucceeded', data: { purchaseId: 'p1', paymentId: 'pay1', refundId: 'r1', amountKopecks: 100_000, refundedAt: at } },
    ]);
  });

  it("should settle a held session's prepayment once, for an entrepreneur only, and never beyond what was paid and not refunded", () => {
    const paid = [started, basis('sole_proprietor'), succeeded];
    spec.given(paid).when(settle(7, 350_000)).then([receiptRequested('settlement-7', 'settlement', 350_000, { consultationId: 7 })]);
    spec.given([...paid, receiptRequested('settlement-7', 'settlement', 350_000, { consultationId: 7 })]).when(settle(7, 350_000)).then([]);
    spec.given([started, basis('self_employed'), succeeded]).when(settle(7, 350_000)).then([]);
    spec.given([started, basis('sole_proprietor')]).when(settle(7, 350_000)).then([]);
    const refunded: PurchaseEvent = { type: 'RefundSucceeded', data: { purchaseId: 'p1', paymentId: 'pay1', refundId: 'r1', amountKopecks: 100_000, refundedAt: at } };
    spec.given([...paid, refunded]).when(settle(7, 350_000)).thenThrows(/Зачёт больше оплаченного/);
  });

  it('should record a settlement sent once, and a receipt\'s final answer once', () => {
    const pending = [started, basis('sole_proprietor'), succeeded, receiptRequested('settlement-7', 'settlement', 350_000, { consultationId: 7 })];
    const sent: PurchaseEvent = { type: 'ReceiptSent', data: { purchaseId: 'p1', receiptId: 'settlement-7', providerReceiptId: 'rc1', sentAt: at } };
    spec.given(pending).when({ type: 'RecordReceiptSent', data: { receiptId: 'settlement-7', providerReceiptId: 'rc1' }, metadata: { now } }).then([sent]);
    spec.given([...pending, sent]).when({ type: 'RecordReceiptSent', data: { receiptId: 'settlement-7', providerReceiptId: 'rc2' }, metadata: { now } }).then([]);
    spec.given(pending).when(outcome('settlement-7', 'canceled')).then([{ type: 'ReceiptCanceled', data: { purchaseId: 'p1', receiptId: 'settlement-7', canceledAt: at } }]);
    const succeededReceipt: PurchaseEvent = { type: 'ReceiptSucceeded', data: { purchaseId: 'p1', receiptId: 'settlement-7', succeededAt: at } };
    spec.given(pending).when(outcome('settlement-7', 'succeeded')).then([succeededReceipt]);
    spec.given([...pending, succeededReceipt]).when(outcome('settlement-7', 'canceled')).then([]);
    spec.given(pending).when(outcome('refund-x', 'succeeded')).thenThrows(/Чек не найден/);
  });

  it('should send a refused receipt again for an entrepreneur only, as its next try, and then follow it as a pending one', () => {
    const refused: PurchaseEvent = { type: 'ReceiptCanceled', data: { purchaseId: 'p1', receiptId: 'payment', canceledAt: at } };
    const retry = { type: 'RetryReceipt' as const, data: { receiptId: 'payment' }, metadata: { now } };
    const retried = (attempt: number): PurchaseEvent => ({ type: 'ReceiptRetried', data: { purchaseId: 'p1', receiptId: 'payment', attempt, retriedAt: at } });
    const entrepreneur = [started, basis('sole_proprietor'), receiptRequested('payment', 'payment', 350_000), succeeded];
    spec.given([...entrepreneur, refused]).when(retry).then([retried(2)]);
    spec.given([...entrepreneur, refused, retried(2), refused]).when(retry).then([retried(3)]);
    spec.given([...entrepreneur, refused, retried(2)]).when(retry).thenThrows(/ещё ждёт ответа/);
    spec.given([...entrepreneur, refused, retried(2)]).when(outcome('payment', 'succeeded')).then([{ type: 'ReceiptSucceeded', data: { purchaseId: 'p1', receiptId: 'payment', succeededAt: at } }]);
    spec.given(entrepreneur).when(retry).thenThrows(/ещё ждёт ответа/);
    spec.given([started, basis('self_employed'), receiptRequested('payment', 'payment', 350_000), succeeded, refused]).when(retry).thenThrows(/«Мой налог»/);
  });

  it('should take a receipt the coach registered herself, with its link, once', () => {
    const refused: PurchaseEvent = { type: 'ReceiptCanceled', data: { purchaseId: 'p1', receiptId: 'payment', canceledAt: at } };
    const link = 'https://lknpd.nalog.ru/api/v1/receipt/770000000000/200abc/print';
    const byHand = { type: 'RegisterReceiptByHand' as const, data: { receiptId: 'payment', link }, metadata: { now } };
    const registered: PurchaseEvent = { type: 'ReceiptRegisteredByHand', data: { purchaseId: 'p1', receiptId: 'payment', link, registeredAt: at } };
    const selfEmployed = [started, basis('self_employed'), receiptRequested('payment', 'payment', 350_000), succeeded];
    spec.given([...selfEmployed, refused]).when(byHand).then([registered]);
    // An overdue receipt may be registered by hand too; a late answer of the provider then changes nothing.
    spec.given(selfEmployed).when(byHand).then([registered]);
    spec.given([...selfEmployed, registered]).when(byHand).then([]);
    spec.given([...selfEmployed, registered]).when(outcome('payment', 'canceled')).then([]);
    spec.given(selfEmployed).when({ ...byHand, data: { receiptId: 'refund-x' } }).thenThrows(/Чек не найден/);
  });

  it("should keep an earlier payment's fiscal data as the event of its time", () => {
    const fiscal = { registeredAt: at, fiscalDocumentNumber: '1', fiscalStorageNumber: '9999', fiscalAttribute: '42' };
    spec.given([started, requested, succeeded]).when({ type: 'RecordReceiptOutcome', data: { receiptId: 'payment', outcome: 'succeeded', fiscal }, metadata: { now } }).then([
      { type: 'PaymentReceiptRegistered', data: { purchaseId: 'p1', paymentId: 'pay1', ...fiscal } },
    ]);
  });
});
