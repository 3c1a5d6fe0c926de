import { eventTypesOf } from '../../eventstore/event-schema';
import type { FiscalReceipt, PaymentMethod } from '../../adapters/payments/payment-provider';
import { DomainError, type Command, type Decider } from '../../eventstore/decider';
import type { ConsentDocument } from '../users/consent-documents';
import { type Buyer, type PurchasedItem, type PurchaseEvent, purchaseEventSchemas } from './events';
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
  }
>;
export type RequestPayment = Command<'RequestPayment', { provider: string; paymentId: string; confirmationToken: string; payBy: Date }>;
export type RecordPaymentSucceeded = Command<'RecordPaymentSucceeded', { paymentId: string; amountKopecks: number; method?: PaymentMethod }>;
export type RecordReceipt = Command<'RecordReceipt', FiscalReceipt>;
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
  | RecordReceipt
  | WithdrawGuestAdvertisingConsent;

export type PurchaseStatus = 'awaiting_payment' | 'paid' | 'canceled' | 'expired';

export type PurchaseState =
  | { status: 'none' }
  | {
      status: PurchaseStatus;
      purchaseId: string;
      item: PurchasedItem;
      amountKopecks: number;
      buyer: Buyer;
      paymentId: string | null;
      refundedKopecks: number;
      refundIds: ReadonlySet<string>;
      receiptRegistered: boolean;
      /** The guest's advertising consent given with this purchase still stands. */
      guestAdvertisingConsent: boolean;
    };

function requireStarted(state: PurchaseState) {
  if (state.status === 'none') throw new DomainError('not_found', 'Покупка не найдена.');
  return state;
}

function decide(command: PurchaseCommand, state: PurchaseState): PurchaseEvent[] {
  const at = command.metadata.now.toISOString();
  switch (command.type) {
    case 'StartPurchase': {
      if (state.status !== 'none') throw new DomainError('conflict', 'Покупка уже начата.');
      const { guestConsents, ...purchase } = command.data;
      const events: PurchaseEvent[] = [{ type: 'PurchaseStarted', data: { ...purchase, startedAt: at } }];
      if (guestConsents) {
        events.push({ type: 'GuestConsentsGiven', data: { purchaseId: purchase.purchaseId, email: purchase.buyer.email, ...guestConsents, givenAt: at } });
      }
      // Nothing to pay: complete at once.
      if (purchase.amountKopecks === 0) events.push({ type: 'FreePurchaseCompleted', data: { purchaseId: purchase.purchaseId, completedAt: at } });
      return events;
    }
    case 'RequestPayment': {
      const purchase = requireStarted(state);
      if (purchase.paymentId !== null) return [];
      const { provider, paymentId, confirmationToken, payBy } = command.data;
      return [{ type: 'PaymentRequested', data: { purchaseId: purchase.purchaseId, provider, paymentId, confirmationToken, payBy: payBy.toISOString() } }];
    }
    case 'RecordPaymentSucceeded': {
      const purchase = requireStarted(state);
      // Money that arrived is recorded even after expiry: the caller then fulfils or refunds it.
      if (purchase.status === 'paid') return [];
      const { paymentId, amountKopecks, method } = command.data;
      return [{ type: 'PaymentSucceeded', data: { purchaseId: purchase.purchaseId, paymentId, amountKopecks, ...(method ? { method } : {}), succeededAt: at } }];
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
      return [
        {
          type: 'RefundSucceeded',
          data: { purchaseId: purchase.purchaseId, paymentId: purchase.paymentId, ...command.data, refundedAt: at },
        },
      ];
    }
    case 'RecordReceipt': {
      const purchase = requireStarted(state);
      if (purchase.receiptRegistered || purchase.status !== 'paid' || purchase.paymentId === null) return [];
      return [{ type: 'PaymentReceiptRegistered', data: { purchaseId: purchase.purchaseId, paymentId: purchase.paymentId, ...command.data } }];
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
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  if (event.type === 'PurchaseStarted') {
    const { purchaseId, item, amountKopecks, buyer } = event.data;
    return { status: 'awaiting_payment', purchaseId, item, amountKopecks, buyer, paymentId: null, refundedKopecks: 0, refundIds: new Set(), receiptRegistered: false, guestAdvertisingConsent: false };
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
      return { ...state, paymentId: event.data.paymentId };
    case 'PaymentSucceeded':
      return { ...state, status: 'paid', paymentId: event.data.paymentId };
    case 'PaymentReceiptRegistered':
      return { ...state, receiptRegistered: true };
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
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const purchaseDecider: Decider<PurchaseCommand, PurchaseEvent, PurchaseState> = {
  eventTypes: eventTypesOf(purchaseEventSchemas),
  initialState: () => ({ status: 'none' }),
  decide,
  evolve,
};
