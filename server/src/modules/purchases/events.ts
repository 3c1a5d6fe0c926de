import { z } from 'zod';
import { eventInstant, eventKopecks, eventSchema, eventSerial, eventText, eventUserId } from '../../eventstore/event-schema';
import { taxStatuses, taxSystems } from '../practice/practice-details';
import { vatRates } from './fiscal-receipts';

export const purchaseStreamId = (purchaseId: string) => `purchase-${purchaseId}`;

const purchaseId = () => eventText(100).min(1);
const providerId = () => eventText(200).min(1);
const email = () => eventText(254).min(1);

const purchasedItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('consultation'), typeId: eventSerial(), consultationId: eventSerial(), sessions: z.int().min(1).max(1000) }),
  z.object({ kind: z.literal('product'), typeId: eventSerial() }),
  /**
   * A gift certificate (`modules/gift-certificates`), a prepayment issued when paid: for `sessions`
   * sessions of the consultation type `typeId` (redeemed later for package credits), or for an
   * amount (`amountKopecks`, redeemed later as money that pays for bookings), not both.
   */
  z
    .object({
      kind: z.literal('gift_certificate'),
      typeId: eventSerial().optional(),
      certificateId: eventText(100).min(1),
      sessions: z.int().min(1).max(1000).optional(),
      amountKopecks: eventKopecks().min(1).optional(),
    })
    .refine((item) => (item.amountKopecks === undefined) === (item.typeId !== undefined && item.sessions !== undefined), {
      message: 'a gift certificate is for sessions of a type or for an amount',
    }),
]);
export type PurchasedItem = z.infer<typeof purchasedItem>;

/** Who pays: a signed-in client, or a guest known only by the e-mail she gave. */
const buyer = z.object({ userId: eventUserId().nullable(), email: email() });
export type Buyer = z.infer<typeof buyer>;

const shownDocument = z.object({ document: eventText(200), version: eventText(50), accepted: z.boolean() });

const purchasePromo = z.object({ code: eventText(32).min(1), discountKopecks: eventKopecks(), fullAmountKopecks: eventKopecks() });
export type PurchasePromo = z.infer<typeof purchasePromo>;

/**
 * The part of the price an amount gift certificate of the buyer paid (`modules/gift-certificates`):
 * taken from it when the purchase started; `purchaseId` is the certificate's own purchase, whose
 * prepayment this part settles when the session is given.
 */
const purchaseGiftPayment = z.object({ certificateId: eventText(100).min(1), purchaseId: purchaseId(), amountKopecks: eventKopecks().min(1) });
export type PurchaseGiftPayment = z.infer<typeof purchaseGiftPayment>;

export const PurchaseStarted = eventSchema(
  'PurchaseStarted',
  z.object({
    purchaseId: purchaseId(),
    item: purchasedItem,
    amountKopecks: eventKopecks(),
    description: eventText(),
    buyer,
    /** The legal documents the purchase dialog showed, each accepted or only shown; absent in events from before it was recorded. */
    documents: z.array(shownDocument).max(20).optional(),
    /** The promo code the purchase was made with: `amountKopecks` is `fullAmountKopecks` less `discountKopecks`. Absent without one. */
    promo: purchasePromo.optional(),
    /** What an amount gift certificate paid: `amountKopecks` is what is left to pay (0 when it paid all). Absent without one. */
    giftCertificate: purchaseGiftPayment.optional(),
    startedAt: eventInstant(),
  }),
);
export type PurchaseStarted = z.infer<typeof PurchaseStarted>;

/** The seller's tax rules the purchase's receipts follow (`fiscal-receipts.ts`), as «Практика» had them when the payment was asked for. */
const taxProfile = z.object({ status: z.enum(taxStatuses), system: z.enum(taxSystems).optional(), vatRate: z.enum(vatRates).optional() });

export const PaymentRequested = eventSchema(
  'PaymentRequested',
  z.object({
    purchaseId: purchaseId(),
    provider: eventText(50).min(1),
    paymentId: providerId(),
    confirmationToken: eventText(500),
    payBy: eventInstant(),
    /**
     * What the purchase's receipts are made from: the tax rules and the item's name. Absent in events
     * from before receipts followed the tax status: such a purchase keeps no receipt records.
     */
    receiptBasis: z.object({ tax: taxProfile, itemName: eventText(200).min(1) }).optional(),
  }),
);
export type PaymentRequested = z.infer<typeof PaymentRequested>;

/** How the buyer paid; absent in events from before it was recorded. */
const paymentMethod = z.enum(['bank_card', 'sbp', 'other', 'sandbox']);

export const PaymentSucceeded = eventSchema(
  'PaymentSucceeded',
  z.object({ purchaseId: purchaseId(), paymentId: providerId(), amountKopecks: eventKopecks(), method: paymentMethod.optional(), succeededAt: eventInstant() }),
);
export type PaymentSucceeded = z.infer<typeof PaymentSucceeded>;

export const PaymentCanceled = eventSchema(
  'PaymentCanceled',
  z.object({ purchaseId: purchaseId(), paymentId: providerId(), reason: eventText(500), canceledAt: eventInstant() }),
);
export type PaymentCanceled = z.infer<typeof PaymentCanceled>;

export const PurchaseExpired = eventSchema('PurchaseExpired', z.object({ purchaseId: purchaseId(), expiredAt: eventInstant() }));
export type PurchaseExpired = z.infer<typeof PurchaseExpired>;

export const RefundSucceeded = eventSchema(
  'RefundSucceeded',
  z.object({ purchaseId: purchaseId(), paymentId: providerId(), refundId: providerId(), amountKopecks: eventKopecks(), refundedAt: eventInstant() }),
);
export type RefundSucceeded = z.infer<typeof RefundSucceeded>;

/** A 54-FZ receipt's registration data: ФД, ФН, ФП and the time. */
const fiscalData = z.object({
  registeredAt: z.string().min(1).max(50),
  fiscalDocumentNumber: eventText(50).min(1),
  fiscalStorageNumber: eventText(50).min(1),
  fiscalAttribute: eventText(50).min(1),
});

/**
 * The payment's 54-FZ receipt was registered (YooKassa gives its fiscal data, not a link to it).
 * Recorded before receipts had records of their own (`ReceiptSucceeded` now); kept for the history.
 */
export const PaymentReceiptRegistered = eventSchema(
  'PaymentReceiptRegistered',
  z.object({ purchaseId: purchaseId(), paymentId: providerId(), ...fiscalData.shape }),
);
export type PaymentReceiptRegistered = z.infer<typeof PaymentReceiptRegistered>;

const receiptId = () => eventText(100).min(1);
const receiptKind = z.enum(['payment', 'refund', 'settlement']);

/**
 * A money movement of the purchase needs its receipt: the payment's and a refund's go with the
 * provider's request itself, a settlement's is sent on its own. `receiptId` is the purchase's own
 * name of it: `payment`, `refund-{refundId}`, `settlement-{consultationId}`.
 */
export const ReceiptRequested = eventSchema(
  'ReceiptRequested',
  z.object({
    purchaseId: purchaseId(),
    receiptId: receiptId(),
    kind: receiptKind,
    amountKopecks: eventKopecks(),
    /** The refund whose receipt it is. */
    refundId: providerId().optional(),
    /** The session whose prepayment it settles. */
    consultationId: eventSerial().optional(),
    /** A gift certificate's settlement: the purchase whose session its money paid (part of)… */
    forPurchaseId: purchaseId().optional(),
    /** …and the service given, which the receipt names instead of the certificate. */
    serviceName: eventText(200).min(1).optional(),
    requestedAt: eventInstant(),
  }),
);
export type ReceiptRequested = z.infer<typeof ReceiptRequested>;

/** A settlement receipt was handed to the provider, which knows it by this id. */
export const ReceiptSent = eventSchema('ReceiptSent', z.object({ purchaseId: purchaseId(), receiptId: receiptId(), providerReceiptId: providerId(), sentAt: eventInstant() }));
export type ReceiptSent = z.infer<typeof ReceiptSent>;

/** The register or «Мой налог» registered the receipt; a 54-FZ one has fiscal data, a «Мой налог» one has none here (YooKassa mails the buyer its link). */
export const ReceiptSucceeded = eventSchema(
  'ReceiptSucceeded',
  z.object({ purchaseId: purchaseId(), receiptId: receiptId(), fiscal: fiscalData.optional(), succeededAt: eventInstant() }),
);
export type ReceiptSucceeded = z.infer<typeof ReceiptSucceeded>;

/** The register or «Мой налог» refused the receipt: the coach must register it herself. */
export const ReceiptCanceled = eventSchema('ReceiptCanceled', z.object({ purchaseId: purchaseId(), receiptId: receiptId(), canceledAt: eventInstant() }));
export type ReceiptCanceled = z.infer<typeof ReceiptCanceled>;

/**
 * The coach sent a refused receipt again (54-FZ only: a register takes a receipt of its own for a
 * payment or a refund). It is awaited again, as try `attempt` (2 for the first retry).
 */
export const ReceiptRetried = eventSchema('ReceiptRetried', z.object({ purchaseId: purchaseId(), receiptId: receiptId(), attempt: z.number().int().min(2).max(100), retriedAt: eventInstant() }));
export type ReceiptRetried = z.infer<typeof ReceiptRetried>;

/**
 * The coach registered a refused or long-awaited receipt herself (in «Мой налог», or at her own
 * register) and says so; `link` is the receipt's address there, when she gave it.
 */
export const ReceiptRegisteredByHand = eventSchema(
  'ReceiptRegisteredByHand',
  z.object({ purchaseId: purchaseId(), receiptId: receiptId(), link: z.url({ protocol: /^https$/ }).max(500).optional(), registeredAt: eventInstant() }),
);
export type ReceiptRegisteredByHand = z.infer<typeof ReceiptRegisteredByHand>;

/** Nothing to pay (the free guide): the purchase is complete as soon as it starts. */
export const FreePurchaseCompleted = eventSchema('FreePurchaseCompleted', z.object({ purchaseId: purchaseId(), completedAt: eventInstant() }));
export type FreePurchaseCompleted = z.infer<typeof FreePurchaseCompleted>;

const consentDocument = z.object({ document: eventText(200), version: eventText(50) });

/** A guest's consents, given in the purchase form: who, which documents and versions, when, and from which address (absent before it was recorded). */
export const GuestConsentsGiven = eventSchema(
  'GuestConsentsGiven',
  z.object({ purchaseId: purchaseId(), email: email(), personalData: consentDocument, advertising: consentDocument.nullable(), givenAt: eventInstant(), address: eventText(64).optional() }),
);
export type GuestConsentsGiven = z.infer<typeof GuestConsentsGiven>;

/**
 * A guest took back the advertising consent she gave with this purchase (the unsubscribe link of a
 * newsletter). It covers her address, whichever of her purchases carried the consent.
 */
export const GuestAdvertisingConsentWithdrawn = eventSchema(
  'GuestAdvertisingConsentWithdrawn',
  z.object({ purchaseId: purchaseId(), email: email(), withdrawnAt: eventInstant(), source: z.enum(['unsubscribe-link']) }),
);
export type GuestAdvertisingConsentWithdrawn = z.infer<typeof GuestAdvertisingConsentWithdrawn>;

export const purchaseEventSchemas = [
  PurchaseStarted,
  GuestConsentsGiven,
  GuestAdvertisingConsentWithdrawn,
  FreePurchaseCompleted,
  PaymentRequested,
  PaymentSucceeded,
  PaymentReceiptRegistered,
  PaymentCanceled,
  PurchaseExpired,
  RefundSucceeded,
  ReceiptRequested,
  ReceiptSent,
  ReceiptSucceeded,
  ReceiptRetried,
  ReceiptRegisteredByHand,
  ReceiptCanceled,
] as const;

export type PurchaseEvent = z.infer<(typeof purchaseEventSchemas)[number]>;
