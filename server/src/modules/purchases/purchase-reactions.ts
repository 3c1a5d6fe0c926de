import type { RefundMailPayload } from '../../jobs/payloads';
import type { PurchaseGiftPayment, PurchaseEvent } from './events';
import type { StartedPurchase } from './purchase-decider';

/**
 * What follows each event the payment process records on a purchase, as data: `reactionsTo(purchase,
 * event, now)` answers the effects to run, in order, and the process's runner (`payment-process.ts`)
 * runs them. Pure: no store, no jobs, no provider. `reactionsAgain` answers the effects of the
 * purchase's present state again, for an observer that is repeated after an earlier run may have
 * failed half-way. Every effect is idempotent: a job by its id, a release or a fulfilment by its
 * module's own rules.
 */

/** Why a session's hold ends unpaid: its time ran out, or the payment was canceled (or never could be made). */
export type HoldRelease = 'payment-timeout' | 'payment-canceled';

/**
 * What gives back something a purchase reserved: its session's slot, what its amount gift certificate
 * paid, its promo code's use. The reactions give them back when the purchase ends unpaid, and a
 * beginning that failed before recording gives them back the same way (`purchase-beginning.ts`).
 */
export type Release =
  | { type: 'ReleaseSlot'; consultationId: number; reason: HoldRelease }
  | { type: 'ReturnSpending'; payment: PurchaseGiftPayment }
  | { type: 'ReleasePromoUse'; code: string };

/** What the payment process does after a recorded event. */
export type PurchaseEffect =
  | Release
  /** Follows one receipt's try until the register or «Мой налог» answers (the `payment-receipt` job). */
  | { type: 'FollowReceipt'; receiptId: string; jobId: string }
  /** Expires the purchase at its deadline unless paid (the `purchase-hold-expiry` job, `expire`). */
  | { type: 'ScheduleDeadline'; jobId: string; delayMs: number }
  /** Tells the buyer what a refund gives back (the `refund-mail` job). */
  | { type: 'MailRefund'; jobId: string; refund: RefundMailPayload }
  /** Turns the paid session's hold into a booking and runs `confirmed`; a slot lost meanwhile runs `slotLost` instead. */
  | { type: 'ConfirmPaidSession'; consultationId: number; confirmed: PurchaseEffect[]; slotLost: PurchaseEffect[] }
  /** A paid package's other sessions, as credits of the buyer. */
  | { type: 'GrantCredits'; userId: string; credits: number; consultationId: number }
  | { type: 'IssueCertificate'; certificateId: string }
  /** The buyer's confirmation (the `purchase-confirmation-mail` job). */
  | { type: 'MailConfirmation'; jobId: string }
  /** What other modules do once a purchase is fulfilled (the welcome series, `purchaseFulfilled`). */
  | { type: 'TellFulfilled' }
  /** Gives back this much of the payment (all that is left of it at most), with its refund receipt. */
  | { type: 'RefundPayment'; amountKopecks: number; why: string };

/** A receipt's try as its follow-up names it. */
export type FollowedReceipt = { purchaseId: string; receiptId: string; attempt: number };

/**
 * The follow-up of one receipt's try: one job per try, so a retried receipt is followed anew; the
 * payment's keeps the id it had before receipts had records.
 */
export function receiptFollowUp({ purchaseId, receiptId, attempt }: FollowedReceipt): Extract<PurchaseEffect, { type: 'FollowReceipt' }> {
  const receipt = receiptId === 'payment' ? `payment-receipt-${purchaseId}` : `receipt-${purchaseId}-${receiptId}`;
  return { type: 'FollowReceipt', receiptId, jobId: `${receipt}${attempt > 1 ? `-try-${attempt}` : ''}` };
}

export const slotLostMessage = 'Время сессии уже занято: оплата возвращена.';

/** The slot a session's purchase holds, released for this reason; other kinds hold none. */
function slotRelease(purchase: StartedPurchase, reason: HoldRelease): PurchaseEffect[] {
  return purchase.item.kind === 'consultation' ? [{ type: 'ReleaseSlot', consultationId: purchase.item.consultationId, reason }] : [];
}

/** What the purchase's amount gift certificate paid, given back to it. */
function spendingReturn(purchase: StartedPurchase): PurchaseEffect[] {
  const payment = purchase.giftCertificate;
  return payment && payment.amountKopecks > 0 ? [{ type: 'ReturnSpending', payment }] : [];
}

/** A purchase that ended unpaid gives back its promo code's use and what its certificate paid (either given back before is a no-op). */
function unpaidReleases(purchase: StartedPurchase): PurchaseEffect[] {
  return [...(purchase.promo ? [{ type: 'ReleasePromoUse' as const, code: purchase.promo.code }] : []), ...spendingReturn(purchase)];
}

/** A payment that cannot be fulfilled goes back whole: the card's money, and what the certificate paid. */
function fullRefund(purchase: StartedPurchase, why: string): PurchaseEffect[] {
  return [{ type: 'RefundPayment', amountKopecks: purchase.amountKopecks, why }, ...spendingReturn(purchase)];
}

/**
 * Gives the client what she paid for: a session confirmed (a package's other sessions as credits), a
 * gift certificate issued, then her confirmation and the other modules told; a session whose slot
 * was lost is refunded instead, and nothing else follows.
 */
function fulfilment(purchase: StartedPurchase): PurchaseEffect[] {
  const { purchaseId, item, buyer } = purchase;
  const delivered: PurchaseEffect[] = [{ type: 'MailConfirmation', jobId: `purchase-confirmation-${purchaseId}` }, { type: 'TellFulfilled' }];
  if (item.kind === 'gift_certificate') return [{ type: 'IssueCertificate', certificateId: item.certificateId }, ...delivered];
  if (item.kind !== 'consultation') return delivered;
  const credits: PurchaseEffect[] =
    item.sessions > 1 && buyer.userId ? [{ type: 'GrantCredits', userId: buyer.userId, credits: item.sessions - 1, consultationId: item.consultationId }] : [];
  return [{ type: 'ConfirmPaidSession', consultationId: item.consultationId, confirmed: [...credits, ...delivered], slotLost: fullRefund(purchase, slotLostMessage) }];
}

/** What follows one event recorded on the purchase (`purchase` as it stands after it); events not named here need nothing. */
export function reactionsTo(purchase: StartedPurchase, event: PurchaseEvent, now: Date): PurchaseEffect[] {
  const { purchaseId } = purchase;
  switch (event.type) {
    case 'ReceiptRequested':
      return [receiptFollowUp({ purchaseId, receiptId: event.data.receiptId, attempt: 1 })];
    case 'ReceiptRetried':
      return [receiptFollowUp({ purchaseId, receiptId: event.data.receiptId, attempt: event.data.attempt })];
    case 'PaymentSucceeded':
    case 'FreePurchaseCompleted':
      return fulfilment(purchase);
    case 'PaymentRequested':
      // One job per purchase, so a repeat changes nothing.
      return [{ type: 'ScheduleDeadline', jobId: `hold-expiry-${purchaseId}`, delayMs: Math.max(0, new Date(event.data.payBy).getTime() - now.getTime()) }];
    case 'RefundSucceeded': {
      const { refundId, amountKopecks, refundedAt } = event.data;
      // Its id names the refund, so a refund reacted to again is mailed once.
      return [{ type: 'MailRefund', jobId: `refund-mail-${event.data.purchaseId}-${refundId}`, refund: { purchaseId: event.data.purchaseId, refundId, amountKopecks, refundedAt } }];
    }
    case 'PaymentCanceled':
      return [...slotRelease(purchase, 'payment-canceled'), ...unpaidReleases(purchase)];
    case 'PurchaseExpired':
      // Without a payment the provider could not be asked: the buyer never had a way to pay.
      return [...slotRelease(purchase, purchase.paymentId === null ? 'payment-canceled' : 'payment-timeout'), ...unpaidReleases(purchase)];
    default:
      return [];
  }
}

/**
 * The reactions of the purchase's present state, run again after an earlier run that may have failed:
 * its pending receipts followed, a paid one fulfilled, a canceled one's slot released, and what an
 * unpaid one reserved given back.
 */
export function reactionsAgain(purchase: StartedPurchase): PurchaseEffect[] {
  const { purchaseId, status } = purchase;
  const pending = [...purchase.receipts.values()].filter((receipt) => receipt.status === 'pending');
  return [
    ...pending.map(({ receiptId, attempt }) => receiptFollowUp({ purchaseId, receiptId, attempt })),
    ...(status === 'paid' ? fulfilment(purchase) : []),
    ...(status === 'canceled' ? slotRelease(purchase, 'payment-canceled') : []),
    ...(status === 'canceled' || status === 'expired' ? unpaidReleases(purchase) : []),
  ];
}
