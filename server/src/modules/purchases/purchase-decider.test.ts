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
