import { z } from 'zod';
import { eventInstant, eventKopecks, eventSchema, eventSerial, eventText, eventUserId } from '../../eventstore/event-schema';

export const giftCertificateStreamId = (certificateId: string) => `gift-certificate-${certificateId}`;

/** The buyer's message to the recipient: at most this many characters. */
export const giftMessageMaxLength = 500;

const certificateId = () => eventText(100).min(1);
/** A Moscow calendar day, `YYYY-MM-DD`. */
const moscowDay = () => z.iso.date();

/**
 * What the certificate gives: `sessions` sessions of a consultation type, as the catalogue named it
 * when bought; or an **amount**, money that pays for sessions and packages the recipient books in
 * her cabinet, spent in parts until it runs out or the certificate expires.
 */
const giftOffer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('consultation'), typeId: eventSerial(), sessions: z.int().min(1).max(1000), name: eventText(200).min(1) }),
  z.object({ kind: z.literal('amount'), amountKopecks: eventKopecks().min(1), name: eventText(200).min(1) }),
]);
export type GiftOffer = z.infer<typeof giftOffer>;

/**
 * A certificate was ordered with its purchase (before it is paid). The recipient's name and
 * address and the buyer's message are personal data (personal-data-policy.ts): encrypted under the
 * stream's key and erased with the buyer's or the recipient's account.
 */
export const GiftCertificateOrdered = eventSchema(
  'GiftCertificateOrdered',
  z.object({
    certificateId: certificateId(),
    purchaseId: eventText(100).min(1),
    offer: giftOffer,
    recipientName: eventText(100).min(1),
    recipientEmail: eventText(254).min(1),
    message: eventText(giftMessageMaxLength),
    /** The Moscow day the recipient is mailed. */
    deliverOn: moscowDay(),
    orderedAt: eventInstant(),
  }),
);
export type GiftCertificateOrdered = z.infer<typeof GiftCertificateOrdered>;

/**
 * Its purchase was paid: the certificate is valid until `expiresOn` (a Moscow day, included),
 * `validityMonths` from the day it was paid as the coach's setting stood then (absent in those
 * issued before it was recorded: 12). Its code is never stored: it is derived from the id with the
 * app's secret, and only its hash is kept (`gift-certificate-code.ts`), which the read model looks
 * it up by.
 */
export const GiftCertificateIssued = eventSchema(
  'GiftCertificateIssued',
  z.object({
    certificateId: certificateId(),
    codeHash: eventText(100).min(1),
    expiresOn: moscowDay(),
    validityMonths: z.int().positive().optional(),
    issuedAt: eventInstant(),
  }),
);
export type GiftCertificateIssued = z.infer<typeof GiftCertificateIssued>;

/** The recipient was mailed the certificate, on its day. */
export const GiftCertificateMailed = eventSchema('GiftCertificateMailed', z.object({ certificateId: certificateId(), mailedAt: eventInstant() }));
export type GiftCertificateMailed = z.infer<typeof GiftCertificateMailed>;

/** Someone signed in entered the code: its sessions became her credits, or its amount her money to book with (once). */
export const GiftCertificateRedeemed = eventSchema(
  'GiftCertificateRedeemed',
  z.object({ certificateId: certificateId(), userId: eventUserId(), redeemedAt: eventInstant() }),
);
export type GiftCertificateRedeemed = z.infer<typeof GiftCertificateRedeemed>;

/** The coach refunded the unredeemed certificate (ст. 32 ЗоЗПП): its code is void. */
export const GiftCertificateRefunded = eventSchema('GiftCertificateRefunded', z.object({ certificateId: certificateId(), refundedAt: eventInstant() }));
export type GiftCertificateRefunded = z.infer<typeof GiftCertificateRefunded>;

/**
 * Part of an amount certificate's money paid for a purchase of the client who redeemed it; taken
 * when the purchase starts, before its payment (the rest of the price, if any, is paid by card).
 */
export const GiftCertificateSpent = eventSchema(
  'GiftCertificateSpent',
  z.object({ certificateId: certificateId(), purchaseId: eventText(100).min(1), amountKopecks: eventKopecks().min(1), spentAt: eventInstant() }),
);
export type GiftCertificateSpent = z.infer<typeof GiftCertificateSpent>;

/** Money spent on a purchase came back to the certificate: the purchase ended unpaid, its slot was lost, or the coach refunded it. */
export const GiftCertificateSpendingReturned = eventSchema(
  'GiftCertificateSpendingReturned',
  z.object({ certificateId: certificateId(), purchaseId: eventText(100).min(1), amountKopecks: eventKopecks().min(1), returnedAt: eventInstant() }),
);
export type GiftCertificateSpendingReturned = z.infer<typeof GiftCertificateSpendingReturned>;

export const giftCertificateEventSchemas = [
  GiftCertificateOrdered,
  GiftCertificateIssued,
  GiftCertificateMailed,
  GiftCertificateRedeemed,
  GiftCertificateRefunded,
  GiftCertificateSpent,
  GiftCertificateSpendingReturned,
] as const;

export type GiftCertificateEvent = z.infer<(typeof giftCertificateEventSchemas)[number]>;
