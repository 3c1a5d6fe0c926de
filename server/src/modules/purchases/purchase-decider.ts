import { eventTypesOf } from '../../eventstore/event-schema';
import type { FiscalReceipt, PaymentMethod } from '../../adapters/payments/payment-provider';
import { settlesPrepayments, type ReceiptKind, type TaxProfile } from './fiscal-receipts';
import { addressOf, DomainError, type Command, type ConsentDecisionMetadata, type Decider, unknownCase } from '../../eventstore/decider';
import type { ConsentDocument } from '../users/consent-documents';
import { type Buyer, type PurchaseGiftPayment, type PurchasePromo, type PurchasedItem, type PurchaseEvent, type ReceiptRequested, purchaseEventSchemas } from './events';
import type { PurchaseDocument } from './purchase-documents';

export type StartPurchase = Command<
  'StartPurchase',
  {
    purchaseId: string;
    item: PurchasedItem;
    amountKopecks: number;
    description: string;
    buyer: Buyer;
    /** The documents the purchase dialog showed (`purchaseDocuments`). */
    documents: PurchaseDocument[];
    /** A guest's consents from the purchase form; undefined for a signed-in client. */
    guestConsents?: { personalData: ConsentDocument; advertising: ConsentDocument | null };
    /** The promo code whose use was reserved for it (`amountKopecks` is already discounted). */
    promo?: PurchasePromo;
    /** What an amount gift certificate paid (already taken from it; `amountKopecks` is the rest). */
    giftCertificate?: PurchaseGiftPayment;
  },
  ConsentDecisionMetadata
>;
export type RequestPayment = Command<'RequestPayment', { provider: string; paymentId: string; confirmationToken: string; payBy: Date; receiptBasis: ReceiptBasis }>;
export type RecordPaymentSucceeded = Command<'RecordPaymentSucceeded', { paymentId: string; amountKopecks: number; method?: PaymentMethod }>;
/** A session bought with this purchase was given: its prepayment is settled by a receipt (54-FZ only). */
export type RequestSettlementReceipt = Command<'RequestSettlementReceipt', { consultationId: number; amountKopecks: number; forPurchaseId?: string; serviceName?: string }>;
export type RecordReceiptSent = Command<'RecordReceiptSent', { receiptId: string; providerReceiptId: string }>;
export type RecordReceiptOutcome = Command<'RecordReceiptOutcome', { receiptId: string; outcome: 'succeeded' | 'canceled'; fiscal?: FiscalReceipt }>;
/** The coach sends a refused receipt again (54-FZ only). */
export type RetryReceipt = Command<'RetryReceipt', { receiptId: string }>;
/** The coach registered a refused or overdue receipt herself; `link` is its address in «Мой налог» or at her register. */
export type RegisterReceiptByHand = Command<'RegisterReceiptByHand', { receiptId: string; link?: string }>;
export type RecordPaymentCanceled = Command<'RecordPaymentCanceled', { paymentId: string; reason: string }>;
export type ExpirePurchase = Command<'ExpirePurchase', Record<string, never>>;
export type RecordRefund = Command<'RecordRefund', { refundId: string; amountKopecks: number }>;
export type WithdrawGuestAdvertisingConsent = Command<'WithdrawGuestAdvertisingConsent', { source: 'unsubscribe-link' }>;

export type PurchaseCommand =
  | StartPurchase
  | RequestPayment
  | RecordPaymentSucceeded
  | RecordPaymentCanceled
  | ExpirePurchase
  | RecordRefund
  | RequestSettlementReceipt
  | RecordReceiptSent
  | RecordReceiptOutcome
  | RetryReceipt
  | RegisterReceiptByHand
  | WithdrawGuestAdvertisingConsent;

export type PurchaseStatus = 'awaiting_payment' | 'paid' | 'canceled' | 'expired';

/** The tax rules a purchase's receipts follow and the name they give its item, fixed when the payment is asked for. */
export type ReceiptBasis = { tax: TaxProfile; itemName: string };

/** One receipt of the purchase (`ReceiptRequested` and what followed). */
export type ReceiptRecord = {
  receiptId: string;
  kind: ReceiptKind;
  amountKopecks: number;
  status: 'pending' | 'succeeded' | 'canceled';
  refundId?: string;
  consultationId?: number;
  /** A gift certificate's settlement: the purchase whose session its money paid, and the service given, which the receipt names. */
  forPurchaseId?: string;
  serviceName?: string;
  providerReceiptId?: string;
  /** Which try it is: 1 for the receipt sent with its money movement (or the settlement's first), 2 and on for the coach's retries. */
  attempt: number;
};

export type PurchaseState =
  | { status: 'none' }
  | {
      status: PurchaseStatus;
      purchaseId: string;
      item: PurchasedItem;
      amountKopecks: number;
      /** What was bought, as the checkout described it («Коуч-сессия, 2026-12-05»). */
      description: string;
      buyer: Buyer;
      paymentId: string | null;
      /** Until when the payment may still be made (a held session's hold); null before it is asked for. */
      payBy: Date | null;
      refundedKopecks: number;
      refundIds: ReadonlySet<string>;
      /** What its receipts are made from; null for a purchase paid before receipts followed the tax status (or not paid through the provider). */
      receiptBasis: ReceiptBasis | null;
      receipts: ReadonlyMap<string, ReceiptRecord>;
      /** The guest's advertising consent given with this purchase still stands. */
      guestAdvertisingConsent: boolean;
      /** The promo code it was made with; its use is given back when the purchase ends unpaid. */
      promo: PurchasePromo | null;
      /** What an amount gift certificate paid of it; given back to the certificate when the purchase ends unpaid or is refunded. */
      giftCertificate: PurchaseGiftPayment | null;
    };

function requireStarted(state: PurchaseState) {
  if (state.status === 'none') throw new DomainError('not_found', 'Покупка не найдена.');
  return state;
}

/** A purchase that exists (was started). */
export type StartedPurchase = Exclude<PurchaseState, { status: 'none' }>;

/** The receipt a money movement needs, when the purchase's receipts are kept (it has a tax profile). */
function receiptRequested(purchase: StartedPurchase, receipt: Omit<ReceiptRequested['data'], 'purchaseId' | 'requestedAt'>, at: string): PurchaseEvent[] {
  if (purchase.receiptBasis === null || receipt.amountKopecks === 0) return [];
  return [{ type: 'ReceiptRequested', data: { purchaseId: purchase.purchaseId, ...receipt, requestedAt: at } }];
}

function requireReceipt(purchase: StartedPurchase, receiptId: string): ReceiptRecord {
  const receipt = purchase.receipts.get(receiptId);
  if (!receipt) throw new DomainError('not_found', 'Чек не найден.');
  return receipt;
}

/** What the purchase's settlements have already covered. */
const settledKopecks = (purchase: StartedPurchase) => [...purchase.receipts.values()].filter((receipt) => receipt.kind === 'settlement').reduce((sum, receipt) => sum + receipt.amountKopecks, 0);

function decide(command: PurchaseCommand, state: PurchaseState): PurchaseEvent[] {
  const at = command.metadata.now.toISOString();
  switch (command.type) {
    case 'StartPurchase': {
      if (state.status !== 'none') throw new DomainError('conflict', 'Покупка уже начата.');
      const { guestConsents, ...purchase } = command.data;
      const events: PurchaseEvent[] = [{ type: 'PurchaseStarted', data: { ...purchase, startedAt: at } }];
      if (guestConsents) {
        events.push({ type: 'GuestConsentsGiven', data: { purchaseId: purchase.purchaseId, email: purchase.buyer.email, ...guestConsents, givenAt: at, ...addressOf(command) } });
      }
      // Nothing to pay: complete at once.
      if (purchase.amountKopecks === 0) events.push({ type: 'FreePurchaseCompleted', data: { purchaseId: purchase.purchaseId, completedAt: at } });
      return events;
    }
    case 'RequestPayment': {
      const purchase = requireStarted(state);
      if (purchase.paymentId !== null) return [];
      const { provider, paymentId, confirmationToken, payBy, receiptBasis } = command.data;
      return [{ type: 'PaymentRequested', data: { purchaseId: purchase.purchaseId, provider, paymentId, confirmationToken, payBy: payBy.toISOString(), receiptBasis } }];
    }
    case 'RecordPaymentSucceeded': {
      const purchase = requireStarted(state);
      // Money that arrived is recorded even after expiry: the caller then fulfils or refunds it.
      if (purchase.status === 'paid') return [];
      const { paymentId, amountKopecks, method } = command.data;
      // The receipt's data went with the payment request: its record comes first, as the journal tells it.
      return [
        ...receiptRequested(purchase, { receiptId: 'payment', kind: 'payment', amountKopecks }, at),
        { type: 'PaymentSucceeded', data: { purchaseId: purchase.purchaseId, paymentId, amountKopecks, ...(method ? { method } : {}), succeededAt: at } },
      ];
    }
    case 'RecordPaymentCanceled': {
      const purchase = requireStarted(state);
      // A late cancellation notice after success (notifications can come out of order) is ignored.
      if (purchase.status !== 'awaiting_payment') return [];
      const { paymentId, reason } = command.data;
      return [{ type: 'PaymentCanceled', data: { purchaseId: purchase.purchaseId, paymentId, reason, canceledAt: at } }];
    }
    case 'ExpirePurchase': {
      const purchase = requireStarted(state);
      if (purchase.status !== 'awaiting_payment') return [];
      return [{ type: 'PurchaseExpired', data: { purchaseId: purchase.purchaseId, expiredAt: at } }];
    }
    case 'RecordRefund': {
      const purchase = requireStarted(state);
      if (purchase.refundIds.has(command.data.refundId)) return [];
      if (purchase.status !== 'paid' || purchase.paymentId === null) throw new DomainError('invalid', 'Вернуть можно только оплаченную покупку.');
      if (purchase.refundedKopecks + command.data.amountKopecks > purchase.amountKopecks) {
        throw new DomainError('invalid', 'Сумма возврата больше суммы оплаты.');
      }
      const { refundId, amountKopecks } = command.data;
      return [
        ...receiptRequested(purchase, { receiptId: `refund-${refundId}`, kind: 'refund', amountKopecks, refundId }, at),
        { type: 'RefundSucceeded', data: { purchaseId: purchase.purchaseId, paymentId: purchase.paymentId, refundId, amountKopecks, refundedAt: at } },
      ];
    }
    case 'RequestSettlementReceipt': {
      const purchase = requireStarted(state);
      const { consultationId, amountKopecks, forPurchaseId, serviceName } = command.data;
      const receiptId = `settlement-${consultationId}`;
      if (purchase.receiptBasis === null || !settlesPrepayments(purchase.receiptBasis.tax) || purchase.status !== 'paid' || purchase.receipts.has(receiptId)) return [];
      if (settledKopecks(purchase) + purchase.refundedKopecks + amountKopecks > purchase.amountKopecks) {
        throw new DomainError('invalid', 'Зачёт больше оплаченного и не возвращённого.');
      }
      return receiptRequested(
        purchase,
        { receiptId, kind: 'settlement', amountKopecks, consultationId, ...(forPurchaseId ? { forPurchaseId } : {}), ...(serviceName ? { serviceName } : {}) },
        at,
      );
    }
    case 'RecordReceiptSent': {
      const purchase = requireStarted(state);
      const { receiptId, providerReceiptId } = command.data;
      if (requireReceipt(purchase, receiptId).providerReceiptId !== undefined) return [];
      return [{ type: 'ReceiptSent', data: { purchaseId: purchase.purchaseId, receiptId, providerReceiptId, sentAt: at } }];
    }
    case 'RecordReceiptOutcome': {
      const purchase = requireStarted(state);
      const { receiptId, outcome, fiscal } = command.data;
      // A payment from before receipts had records: its fiscal data are recorded as they were then.
      if (receiptId === 'payment' && purchase.receiptBasis === null && !purchase.receipts.has(receiptId)) {
        if (outcome !== 'succeeded' || !fiscal || purchase.status !== 'paid' || purchase.paymentId === null) return [];
        return [{ type: 'PaymentReceiptRegistered', data: { purchaseId: purchase.purchaseId, paymentId: purchase.paymentId, ...fiscal } }];
      }
      if (requireReceipt(purchase, receiptId).status !== 'pending') return [];
      return outcome === 'succeeded'
        ? [{ type: 'ReceiptSucceeded', data: { purchaseId: purchase.purchaseId, receiptId, ...(fiscal ? { fiscal } : {}), succeededAt: at } }]
        : [{ type: 'ReceiptCanceled', data: { purchaseId: purchase.purchaseId, receiptId, canceledAt: at } }];
    }
    case 'RetryReceipt': {
      const purchase = requireStarted(state);
      const receipt = requireReceipt(purchase, command.data.receiptId);
      if (receipt.status !== 'canceled') throw new DomainError('conflict', receipt.status === 'succeeded' ? 'Этот чек уже зарегистрирован.' : 'Этот чек ещё ждёт ответа кассы.');
      if (purchase.receiptBasis?.tax.status !== 'sole_proprietor') {
        throw new DomainError('conflict', 'Чек самозанятого повторно не отправляется: сформируйте его в приложении «Мой налог» и отметьте здесь как выданный.');
      }
      return [{ type: 'ReceiptRetried', data: { purchaseId: purchase.purchaseId, receiptId: receipt.receiptId, attempt: receipt.attempt + 1, retriedAt: at } }];
    }
    case 'RegisterReceiptByHand': {
      const purchase = requireStarted(state);
      const receipt = requireReceipt(purchase, command.data.receiptId);
      if (receipt.status === 'succeeded') return [];
      const { link } = command.data;
      return [{ type: 'ReceiptRegisteredByHand', data: { purchaseId: purchase.purchaseId, receiptId: receipt.receiptId, ...(link ? { link } : {}), registeredAt: at } }];
    }
    case 'WithdrawGuestAdvertisingConsent': {
      const purchase = requireStarted(state);
      if (!purchase.guestAdvertisingConsent) return [];
      return [
        {
          type: 'GuestAdvertisingConsentWithdrawn',
          data: { purchaseId: purchase.purchaseId, email: purchase.buyer.email, withdrawnAt: at, source: command.data.source },
        },
      ];
    }
    default:
      throw unknownCase('command', command);
  }
}

function evolve(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  if (event.type === 'PurchaseStarted') {
    const { purchaseId, item, amountKopecks, description, buyer, promo, giftCertificate } = event.data;
    return {
      status: 'awaiting_payment',
      purchaseId,
      item,
      amountKopecks,
      description,
      buyer,
      paymentId: null,
      payBy: null,
      refundedKopecks: 0,
      refundIds: new Set(),
      receiptBasis: null,
      receipts: new Map(),
      guestAdvertisingConsent: false,
      promo: promo ?? null,
      giftCertificate: giftCertificate ?? null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'GuestConsentsGiven':
      return { ...state, guestAdvertisingConsent: event.data.advertising !== null };
    case 'GuestAdvertisingConsentWithdrawn':
      return { ...state, guestAdvertisingConsent: false };
    case 'FreePurchaseCompleted':
      return { ...state, status: 'paid' };
    case 'PaymentRequested':
      return { ...state, paymentId: event.data.paymentId, payBy: new Date(event.data.payBy), receiptBasis: event.data.receiptBasis ?? null };
    case 'PaymentSucceeded':
      return { ...state, status: 'paid', paymentId: event.data.paymentId };
    case 'PaymentReceiptRegistered':
      return withReceipt(state, { receiptId: 'payment', kind: 'payment', amountKopecks: state.amountKopecks, status: 'succeeded', attempt: 1 });
    case 'ReceiptRequested': {
      const { receiptId, kind, amountKopecks, refundId, consultationId, forPurchaseId, serviceName } = event.data;
      return withReceipt(state, {
        receiptId,
        kind,
        amountKopecks,
        status: 'pending',
        attempt: 1,
        ...(refundId ? { refundId } : {}),
        ...(consultationId ? { consultationId } : {}),
        ...(forPurchaseId ? { forPurchaseId } : {}),
        ...(serviceName ? { serviceName } : {}),
      });
    }
    case 'ReceiptSent':
      return withReceipt(state, { ...requireReceipt(state, event.data.receiptId), providerReceiptId: event.data.providerReceiptId });
    case 'ReceiptSucceeded':
      return withReceipt(state, { ...requireReceipt(state, event.data.receiptId), status: 'succeeded' });
    case 'ReceiptCanceled':
      return withReceipt(state, { ...requireReceipt(state, event.data.receiptId), status: 'canceled' });
    case 'ReceiptRetried': {
      // The retry is a receipt of its own at the provider: the refused one's id is no longer followed.
      const { providerReceiptId: _refused, ...receipt } = requireReceipt(state, event.data.receiptId);
      return withReceipt(state, { ...receipt, status: 'pending', attempt: event.data.attempt });
    }
    case 'ReceiptRegisteredByHand':
      return withReceipt(state, { ...requireReceipt(state, event.data.receiptId), status: 'succeeded' });
    case 'PaymentCanceled':
      return { ...state, status: 'canceled' };
    case 'PurchaseExpired':
      return { ...state, status: 'expired' };
    case 'RefundSucceeded':
      return {
        ...state,
        refundedKopecks: state.refundedKopecks + event.data.amountKopecks,
        refundIds: new Set([...state.refundIds, event.data.refundId]),
      };
    default:
      throw unknownCase('event', event);
  }
}

const withReceipt = (state: StartedPurchase, receipt: ReceiptRecord): StartedPurchase => ({ ...state, receipts: new Map([...state.receipts, [receipt.receiptId, receipt]]) });

export const purchaseDecider: Decider<PurchaseCommand, PurchaseEvent, PurchaseState> = {
  eventTypes: eventTypesOf(purchaseEventSchemas),
  initialState: () => ({ status: 'none' }),
  decide,
  evolve,
};
