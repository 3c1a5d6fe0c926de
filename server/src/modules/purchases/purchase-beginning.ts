import { DomainError } from '../../eventstore/decider';
import type { PromoItem } from '../promo-codes/promo-code-decider';
import type { PromoAsker } from '../promo-codes/promo-codes';
import type { Buyer, PurchaseGiftPayment, PurchasePromo, PurchasedItem } from './events';
import type { SoldItem } from './fiscal-receipts';
import type { ReceiptBasis, StartPurchase } from './purchase-decider';
import type { PurchaseDocument } from './purchase-documents';
import type { SpendableCertificate } from './purchase-gift-payment';
import { purchasePromo } from './purchase-promo';
import type { Release } from './purchase-reactions';

/**
 * Beginning a purchase, in Emmett's workflow shape: `decide(order, state)` says what to run next
 * (a step, or the compensations after a failure), `evolve` folds in what a step gave, and the
 * payment process's `begin` (`payment-process.ts`) runs them. Pure: no store, no provider.
 *
 * The steps, for every kind of purchase: reserve the promo code's use → take what the client's
 * amount gift certificate pays → hold the session's slot (sessions only) → record the purchase
 * (`StartPurchase`; nothing to pay completes it at once) → ask the provider for the payment → record
 * the request with its deadline (the process queues the expiry on `PaymentRequested`).
 *
 * One compensation path: a step that fails before the purchase is recorded gives back, in reverse
 * order, what was reserved (the slot, the certificate's money, the code's use) and the error goes
 * on; once recorded, the purchase owns what it reserved: a provider that cannot take the payment
 * expires it (`PurchaseExpired` gives everything back) and the buyer hears the service is down.
 */

/** The session a purchase holds a slot for; its id comes when the slot is held. */
export type OrderedSession = { kind: 'consultation'; typeId: number; sessions: number; start: Date; userId: string };

/** What is bought, as the checkout orders it: a session names its slot, the other kinds are as the purchase records them. */
export type OrderedItem = OrderedSession | Exclude<PurchasedItem, { kind: 'consultation' }>;

/** What a checkout hands over once it has validated and priced: the purchase, and what to reserve for it. */
export type PurchaseOrder = {
  purchaseId: string;
  item: OrderedItem;
  description: string;
  buyer: Buyer;
  /** The documents the purchase dialog showed, with the payment consent given now (`consents/consent-at-use.ts`). */
  documents: PurchaseDocument[];
  guestConsents?: StartPurchase['data']['guestConsents'];
  /** The catalogue's price (or the certificate's amount), before a promo code. */
  listPriceKopecks: number;
  /** A code the buyer typed: its use is reserved first, and the price it gives is the purchase's. */
  promoCode?: { code: string; item: PromoItem; asker: Required<PromoAsker> };
  /** The client's amount gift certificate, read before the first append: it pays what it can of the price. */
  giftCertificate?: { certificate: SpendableCertificate; userId: string };
  /** The tax status read before the first append and the item's name: the payment's receipt, and its later ones. */
  receiptBasis: ReceiptBasis;
};

/** A promo code's use reserved for the purchase, with the price it gives. */
export type ReservedPromo = PurchasePromo & { amountKopecks: number };

/** What a step runs, in the order of the beginning. */
export type BeginningStep =
  | { type: 'ReservePromoUse'; code: string; item: PromoItem; asker: Required<PromoAsker> }
  | { type: 'SpendCertificate'; certificate: SpendableCertificate; userId: string; priceKopecks: number }
  | { type: 'HoldSlot'; session: OrderedSession }
  | { type: 'StartPurchase'; data: StartPurchase['data'] }
  | { type: 'CreatePayment'; amountKopecks: number; description: string; item: SoldItem; receiptBasis: ReceiptBasis }
  | { type: 'RecordPaymentRequest'; paymentId: string; confirmationToken: string; receiptBasis: ReceiptBasis };

/** What gives back a reservation after a failure (as the reactions give it back, `purchase-reactions.ts`), or expires the recorded purchase. */
export type Compensation = Release | { type: 'ExpirePurchase' };

/** The purchase begun: its item, what the card pays (0: completed at once) and the payment's token. */
export type BegunPurchase = {
  purchaseId: string;
  item: PurchasedItem;
  amountKopecks: number;
  promo: ReservedPromo | null;
  giftPayment: PurchaseGiftPayment | null;
  /** Null when there was nothing to pay. */
  confirmationToken: string | null;
};

/** How the beginning ends: with the purchase begun, or with the error that stopped it. */
export type BeginningEnd = { type: 'Begun'; purchase: BegunPurchase } | { type: 'Failed'; error: unknown };

export type BeginningDecision = BeginningStep | Compensation | BeginningEnd;

/** What a step gave, or that it failed. */
export type BeginningEvent =
  | { type: 'PromoUseReserved'; promo: ReservedPromo }
  /** Null: nothing was left on the certificate. */
  | { type: 'CertificateSpent'; payment: PurchaseGiftPayment | null }
  | { type: 'SlotHeld'; consultationId: number }
  | { type: 'PurchaseRecorded' }
  | { type: 'PaymentCreated'; paymentId: string; confirmationToken: string }
  | { type: 'PaymentRequestRecorded' }
  | { type: 'StepFailed'; step: BeginningStep['type']; error: unknown };

/** How far the beginning went, in the order of its steps. */
const stages = ['begun', 'promo-reserved', 'certificate-spent', 'slot-held', 'recorded', 'payment-created', 'payment-recorded'] as const;
type Stage = (typeof stages)[number];

export type BeginningState = {
  stage: Stage;
  promo: ReservedPromo | null;
  giftPayment: PurchaseGiftPayment | null;
  consultationId: number | null;
  payment: { paymentId: string; confirmationToken: string } | null;
  failure: { step: BeginningStep['type']; error: unknown } | null;
};

export const paymentServiceDownMessage = 'Платёжный сервис сейчас недоступен. Попробуйте ещё раз через несколько минут.';

const initialState = (): BeginningState => ({ stage: 'begun', promo: null, giftPayment: null, consultationId: null, payment: null, failure: null });

const reached = (state: BeginningState, stage: Stage) => stages.indexOf(state.stage) >= stages.indexOf(stage);

/** The price after the promo code; what the card pays is this less the certificate's part. */
const priceKopecks = (order: PurchaseOrder, state: BeginningState) => state.promo?.amountKopecks ?? order.listPriceKopecks;
const cardKopecks = (order: PurchaseOrder, state: BeginningState) => priceKopecks(order, state) - (state.giftPayment?.amountKopecks ?? 0);

/** The item as the purchase records it; a session's once its slot is held. */
function purchasedItem(item: OrderedItem, consultationId: number | null): PurchasedItem {
  if (item.kind !== 'consultation') return item;
  if (consultationId === null) throw new Error('A session is recorded only once its slot is held');
  return { kind: 'consultation', typeId: item.typeId, consultationId, sessions: item.sessions };
}

function startPurchase(order: PurchaseOrder, state: BeginningState): StartPurchase['data'] {
  const { purchaseId, description, buyer, documents, guestConsents } = order;
  return {
    purchaseId,
    item: purchasedItem(order.item, state.consultationId),
    amountKopecks: cardKopecks(order, state),
    description,
    buyer,
    documents,
    ...(guestConsents ? { guestConsents } : {}),
    ...(state.promo ? { promo: purchasePromo(state.promo) } : {}),
    ...(state.giftPayment ? { giftCertificate: state.giftPayment } : {}),
  };
}

/**
 * What gives back what the beginning holds: before the purchase is recorded, its reservations in
 * reverse order; a recorded purchase whose payment the provider could not take, its expiry; any
 * other failure after recording, nothing (the purchase owns them, and the error goes on).
 */
function compensations(state: BeginningState, step: BeginningStep['type']): Compensation[] {
  if (step === 'CreatePayment') return [{ type: 'ExpirePurchase' }];
  if (reached(state, 'recorded')) return [];
  return [
    ...(state.consultationId !== null ? [{ type: 'ReleaseSlot' as const, consultationId: state.consultationId, reason: 'payment-canceled' as const }] : []),
    ...(state.giftPayment ? [{ type: 'ReturnSpending' as const, payment: state.giftPayment }] : []),
    ...(state.promo ? [{ type: 'ReleasePromoUse' as const, code: state.promo.code }] : []),
  ];
}

function decide(order: PurchaseOrder, state: BeginningState): BeginningDecision[] {
  if (state.failure) {
    const { step, error } = state.failure;
    // The provider's failure reaches the buyer as the service being down (502), the purchase given up.
    const why = step === 'CreatePayment' ? new DomainError('unavailable', paymentServiceDownMessage) : error;
    return [...compensations(state, step), { type: 'Failed', error: why }];
  }
  if (!reached(state, 'promo-reserved') && order.promoCode) return [{ type: 'ReservePromoUse', ...order.promoCode }];
  if (!reached(state, 'certificate-spent') && order.giftCertificate) {
    return [{ type: 'SpendCertificate', ...order.giftCertificate, priceKopecks: priceKopecks(order, state) }];
  }
  if (!reached(state, 'slot-held') && order.item.kind === 'consultation') return [{ type: 'HoldSlot', session: order.item }];
  if (!reached(state, 'recorded')) return [{ type: 'StartPurchase', data: startPurchase(order, state) }];
  const amountKopecks = cardKopecks(order, state);
  const begun = (confirmationToken: string | null): BeginningEnd => ({
    type: 'Begun',
    purchase: { purchaseId: order.purchaseId, item: purchasedItem(order.item, state.consultationId), amountKopecks, promo: state.promo, giftPayment: state.giftPayment, confirmationToken },
  });
  // Nothing for the card to pay: the purchase completed as it was recorded.
  if (amountKopecks === 0) return [begun(null)];
  if (!state.payment) {
    const item: SoldItem = { kind: order.item.kind, name: order.receiptBasis.itemName, buyerEmail: order.buyer.email };
    return [{ type: 'CreatePayment', amountKopecks, description: order.description, item, receiptBasis: order.receiptBasis }];
  }
  if (!reached(state, 'payment-recorded')) return [{ type: 'RecordPaymentRequest', ...state.payment, receiptBasis: order.receiptBasis }];
  return [begun(state.payment.confirmationToken)];
}

function evolve(state: BeginningState, event: BeginningEvent): BeginningState {
  switch (event.type) {
    case 'PromoUseReserved':
      return { ...state, stage: 'promo-reserved', promo: event.promo };
    case 'CertificateSpent':
      return { ...state, stage: 'certificate-spent', giftPayment: event.payment };
    case 'SlotHeld':
      return { ...state, stage: 'slot-held', consultationId: event.consultationId };
    case 'PurchaseRecorded':
      return { ...state, stage: 'recorded' };
    case 'PaymentCreated':
      return { ...state, stage: 'payment-created', payment: { paymentId: event.paymentId, confirmationToken: event.confirmationToken } };
    case 'PaymentRequestRecorded':
      return { ...state, stage: 'payment-recorded' };
    case 'StepFailed':
      return { ...state, failure: { step: event.step, error: event.error } };
  }
}

/** The beginning of a purchase as a workflow: its decisions, what they fold and where they start. */
export const purchaseBeginning = { decide, evolve, initialState };

/** Whether a decision gives something back rather than going on. */
export const isCompensation = (decision: BeginningDecision): decision is Compensation =>
  decision.type === 'ReleaseSlot' || decision.type === 'ReturnSpending' || decision.type === 'ReleasePromoUse' || decision.type === 'ExpirePurchase';
