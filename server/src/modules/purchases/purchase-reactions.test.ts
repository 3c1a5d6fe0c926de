import { describe, expect, it } from 'vitest';
import type { PurchaseEvent, PurchasedItem } from './events';
import { purchaseDecider, type StartedPurchase } from './purchase-decider';
import { reactionsAgain, reactionsTo, slotLostMessage, type PurchaseEffect } from './purchase-reactions';

/**
 * What follows each recorded event of a purchase, without a store or a queue: a test per event and
 * per state a repeated observer reacts to again. The runner (`payment-process.ts`) only runs these.
 */

const now = new Date('2026-11-22T09:00:00.000Z');
const at = now.toISOString();
const session: PurchasedItem = { kind: 'consultation', typeId: 1, consultationId: 42, sessions: 1 };
const packageOfFive: PurchasedItem = { kind: 'consultation', typeId: 5, consultationId: 42, sessions: 5 };
const workbook: PurchasedItem = { kind: 'product', typeId: 2 };
const certificateSold: PurchasedItem = { kind: 'gift_certificate', certificateId: 'cert-9', amountKopecks: 500_000 };
const promo = { code: 'WINTER', discountKopecks: 50_000, fullAmountKopecks: 350_000 };
const gift = { certificateId: 'cert-1', purchaseId: 'gift-purchase', amountKopecks: 100_000 };

const started = (item: PurchasedItem, extra: { userId?: string | null; promo?: typeof promo; giftCertificate?: typeof gift } = {}): PurchaseEvent => ({
  type: 'PurchaseStarted',
  data: {
    purchaseId: 'p1',
    item,
    amountKopecks: 200_000,
    description: 'Коуч-сессия',
    buyer: { userId: extra.userId === undefined ? 'anna' : extra.userId, email: 'anna@example.ru' },
    ...(extra.promo ? { promo: extra.promo } : {}),
    ...(extra.giftCertificate ? { giftCertificate: extra.giftCertificate } : {}),
    startedAt: at,
  },
});
const requested = (payBy: Date): PurchaseEvent => ({
  type: 'PaymentRequested',
  data: { purchaseId: 'p1', provider: 'sandbox', paymentId: 'pay1', confirmationToken: 'ct', payBy: payBy.toISOString() },
});
const paymentReceipt: PurchaseEvent = { type: 'ReceiptRequested', data: { purchaseId: 'p1', receiptId: 'payment', kind: 'payment', amountKopecks: 200_000, requestedAt: at } };
const succeeded: PurchaseEvent = { type: 'PaymentSucceeded', data: { purchaseId: 'p1', paymentId: 'pay1', amountKopecks: 200_000, succeededAt: at } };
const canceled: PurchaseEvent = { type: 'PaymentCanceled', data: { purchaseId: 'p1', paymentId: 'pay1', reason: 'canceled', canceledAt: at } };
const expired: PurchaseEvent = { type: 'PurchaseExpired', data: { purchaseId: 'p1', expiredAt: at } };
const payBy = new Date(now.getTime() + 15 * 60_000);

/** The purchase as it stands after these events, as the store folds them. */
function purchaseAfter(...events: PurchaseEvent[]): StartedPurchase {
  const state = events.reduce(purchaseDecider.evolve, purchaseDecider.initialState());
  if (state.status === 'none') throw new Error('The events started no purchase');
  return state;
}

/** The reactions to the last of these events, the purchase folded up to it. */
const reactionsToLast = (...events: PurchaseEvent[]) => {
  const last = events.at(-1);
  if (!last) throw new Error('No event to react to');
  return reactionsTo(purchaseAfter(...events), last, now);
};

const confirmation: PurchaseEffect[] = [{ type: 'MailConfirmation', jobId: 'purchase-confirmation-p1' }, { type: 'TellFulfilled' }];

describe('the reactions to a purchase’s events', () => {
  it('should follow a requested receipt, the payment’s under the id it had before receipts had records (ReceiptRequested → FollowReceipt)', () => {
    expect(reactionsToLast(started(session), requested(payBy), paymentReceipt)).toEqual([{ type: 'FollowReceipt', receiptId: 'payment', jobId: 'payment-receipt-p1' }]);
    const refundReceipt: PurchaseEvent = {
      type: 'ReceiptRequested',
      data: { purchaseId: 'p1', receiptId: 'refund-r1', kind: 'refund', amountKopecks: 200_000, refundId: 'r1', requestedAt: at },
    };
    expect(reactionsToLast(started(session), refundReceipt)).toEqual([{ type: 'FollowReceipt', receiptId: 'refund-r1', jobId: 'receipt-p1-refund-r1' }]);
  });

  it('should follow a retried receipt anew, one job per try (ReceiptRetried → FollowReceipt)', () => {
    const retried: PurchaseEvent = { type: 'ReceiptRetried', data: { purchaseId: 'p1', receiptId: 'payment', attempt: 2, retriedAt: at } };
    const refused: PurchaseEvent = { type: 'ReceiptCanceled', data: { purchaseId: 'p1', receiptId: 'payment', canceledAt: at } };
    expect(reactionsToLast(started(session), requested(payBy), paymentReceipt, succeeded, refused, retried)).toEqual([
      { type: 'FollowReceipt', receiptId: 'payment', jobId: 'payment-receipt-p1-try-2' },
    ]);
  });

  it('should queue the expiry at the deadline, delayed from the time of the decision (PaymentRequested → ScheduleDeadline)', () => {
    expect(reactionsToLast(started(session), requested(payBy))).toEqual([{ type: 'ScheduleDeadline', jobId: 'hold-expiry-p1', delayMs: 15 * 60_000 }]);
    // A deadline already passed: the expiry runs at once.
    expect(reactionsToLast(started(workbook), requested(new Date(now.getTime() - 1000)))).toEqual([{ type: 'ScheduleDeadline', jobId: 'hold-expiry-p1', delayMs: 0 }]);
  });

  it('should confirm a paid session, then mail the confirmation; a lost slot refunds the payment in full instead (PaymentSucceeded → ConfirmPaidSession)', () => {
    expect(reactionsToLast(started(session), requested(payBy), paymentReceipt, succeeded)).toEqual([
      { type: 'ConfirmPaidSession', consultationId: 42, confirmed: confirmation, slotLost: [{ type: 'RefundPayment', amountKopecks: 200_000, why: slotLostMessage }] },
    ]);
  });

  it('should give back what the certificate paid along with the money when a paid session’s slot was lost', () => {
    const [confirm] = reactionsToLast(started(session, { giftCertificate: gift }), requested(payBy), succeeded);
    expect(confirm).toMatchObject({ slotLost: [{ type: 'RefundPayment', amountKopecks: 200_000 }, { type: 'ReturnSpending', payment: gift }] });
  });

  it('should grant a paid package’s other sessions as credits before the confirmation', () => {
    expect(reactionsToLast(started(packageOfFive), requested(payBy), succeeded)).toEqual([
      {
        type: 'ConfirmPaidSession',
        consultationId: 42,
        confirmed: [{ type: 'GrantCredits', userId: 'anna', credits: 4, consultationId: 42 }, ...confirmation],
        slotLost: [{ type: 'RefundPayment', amountKopecks: 200_000, why: slotLostMessage }],
      },
    ]);
    // Credits are a client's: a package without a client account grants none.
    expect(reactionsToLast(started(packageOfFive, { userId: null }), requested(payBy), succeeded)).toMatchObject([{ confirmed: confirmation }]);
  });

  it('should deliver a paid product with its confirmation', () => {
    expect(reactionsToLast(started(workbook), requested(payBy), succeeded)).toEqual(confirmation);
  });

  it('should deliver a free purchase as it starts (FreePurchaseCompleted → the fulfilment)', () => {
    const completed: PurchaseEvent = { type: 'FreePurchaseCompleted', data: { purchaseId: 'p1', completedAt: at } };
    expect(reactionsToLast(started(workbook), completed)).toEqual(confirmation);
  });

  it('should issue a paid gift certificate before the confirmation', () => {
    expect(reactionsToLast(started(certificateSold), requested(payBy), succeeded)).toEqual([{ type: 'IssueCertificate', certificateId: 'cert-9' }, ...confirmation]);
  });

  it('should mail the buyer once per refund, by the refund’s id (RefundSucceeded → MailRefund)', () => {
    const refunded: PurchaseEvent = { type: 'RefundSucceeded', data: { purchaseId: 'p1', paymentId: 'pay1', refundId: 'r1', amountKopecks: 150_000, refundedAt: at } };
    expect(reactionsToLast(started(session), requested(payBy), succeeded, refunded)).toEqual([
      { type: 'MailRefund', jobId: 'refund-mail-p1-r1', refund: { purchaseId: 'p1', refundId: 'r1', amountKopecks: 150_000, refundedAt: at } },
    ]);
  });

  it('should release the slot, the promo code’s use and what the certificate paid, in this order, when the payment is canceled (PaymentCanceled)', () => {
    expect(reactionsToLast(started(session, { promo, giftCertificate: gift }), requested(payBy), canceled)).toEqual([
      { type: 'ReleaseSlot', consultationId: 42, reason: 'payment-canceled' },
      { type: 'ReleasePromoUse', code: 'WINTER' },
      { type: 'ReturnSpending', payment: gift },
    ]);
  });

  it('should release the hold as timed out when an unpaid purchase expires, and as canceled when its payment never could be asked for (PurchaseExpired)', () => {
    expect(reactionsToLast(started(session), requested(payBy), expired)).toEqual([{ type: 'ReleaseSlot', consultationId: 42, reason: 'payment-timeout' }]);
    expect(reactionsToLast(started(session), expired)).toEqual([{ type: 'ReleaseSlot', consultationId: 42, reason: 'payment-canceled' }]);
  });

  it('should give back only the code’s use of an expired product: it held no slot', () => {
    expect(reactionsToLast(started(workbook, { promo }), requested(payBy), expired)).toEqual([{ type: 'ReleasePromoUse', code: 'WINTER' }]);
  });

  it('should do nothing after the other events', () => {
    const sent: PurchaseEvent = { type: 'ReceiptSent', data: { purchaseId: 'p1', receiptId: 'payment', providerReceiptId: 'rc1', sentAt: at } };
    expect(reactionsToLast(started(session))).toEqual([]);
    expect(reactionsToLast(started(session), requested(payBy), paymentReceipt, sent)).toEqual([]);
  });
});

describe('the reactions of a purchase’s present state, run again by a repeated observer', () => {
  it('should follow the pending receipts, then fulfil a paid purchase', () => {
    expect(reactionsAgain(purchaseAfter(started(workbook), requested(payBy), paymentReceipt, succeeded))).toEqual([
      { type: 'FollowReceipt', receiptId: 'payment', jobId: 'payment-receipt-p1' },
      ...confirmation,
    ]);
  });

  it('should follow a receipt no more once it is final', () => {
    const registered: PurchaseEvent = { type: 'ReceiptSucceeded', data: { purchaseId: 'p1', receiptId: 'payment', succeededAt: at } };
    expect(reactionsAgain(purchaseAfter(started(workbook), requested(payBy), paymentReceipt, succeeded, registered))).toEqual(confirmation);
  });

  it('should release a canceled purchase’s slot and what it reserved', () => {
    expect(reactionsAgain(purchaseAfter(started(session, { promo }), requested(payBy), canceled))).toEqual([
      { type: 'ReleaseSlot', consultationId: 42, reason: 'payment-canceled' },
      { type: 'ReleasePromoUse', code: 'WINTER' },
    ]);
  });

  it('should give back what an expired purchase reserved, its slot left to the expiry’s own release', () => {
    expect(reactionsAgain(purchaseAfter(started(session, { promo, giftCertificate: gift }), requested(payBy), expired))).toEqual([
      { type: 'ReleasePromoUse', code: 'WINTER' },
      { type: 'ReturnSpending', payment: gift },
    ]);
  });

  it('should do nothing for a purchase still awaiting its payment', () => {
    expect(reactionsAgain(purchaseAfter(started(session), requested(payBy)))).toEqual([]);
  });
});
