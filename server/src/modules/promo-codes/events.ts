import { z } from 'zod';
import { eventInstant, eventKopecks, eventSchema, eventSerial, eventText, eventUserId } from '../../eventstore/event-schema';

/** A promo code's stream: its terms and every use reserved and given back (`promo-code-{CODE}`, the code in capitals). */
export const promoCodeStreamId = (code: string) => `promo-code-${code}`;

const code = () => eventText(32).min(3);
const purchaseId = () => eventText(100).min(1);
/** A Moscow calendar day, `YYYY-MM-DD`. */
const moscowDay = () => z.iso.date();

/** How much a code takes off: a share of the price, or a fixed sum (never below zero). */
export const promoDiscount = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.int().min(1).max(100) }),
  z.object({ kind: z.literal('amount'), amountKopecks: eventKopecks().min(1) }),
]);
export type PromoDiscount = z.infer<typeof promoDiscount>;

const typeIds = () => z.array(eventSerial()).max(500).nullable();

/** The coach's terms of a code; null means «any» (services, products) or «no limit». */
export const promoTerms = z.object({
  discount: promoDiscount,
  /** The consultation types (packages too) it applies to; null: all. */
  consultationTypeIds: typeIds(),
  /** The products it applies to; null: all. */
  productTypeIds: typeIds(),
  maxUses: z.int().min(1).max(1_000_000).nullable(),
  maxUsesPerClient: z.int().min(1).max(1_000_000).nullable(),
  validFrom: moscowDay().nullable(),
  validUntil: moscowDay().nullable(),
  firstPurchaseOnly: z.boolean(),
});
export type PromoTerms = z.infer<typeof promoTerms>;

export const PromoCodeCreated = eventSchema('PromoCodeCreated', z.object({ code: code(), ...promoTerms.shape, createdAt: eventInstant() }));
export type PromoCodeCreated = z.infer<typeof PromoCodeCreated>;

/** A buyer's address or client network keyed with the server's secret (`promo-codes.ts`): never the address itself. */
const holderKey = () => z.string().regex(/^[0-9a-f]{32}$/);

/**
 * A purchase took one use of the code as it started. `clientId` is the signed-in buyer (her uses
 * count towards the per-client limit here). `guestKey` is the buyer's address keyed (`addressKeyOf`):
 * a guest's, and a signed-in client's account address too, so a guest's uses still count once she
 * signs in with that address; two purchases at the same moment from one address cannot both take
 * her last use. `networkKey` is the client network the purchase was started from, keyed
 * (`networkKeyOf`), which bounds the unpaid uses one network can hold. Both are absent in uses
 * reserved before they were kept (`guestKey` was kept for guests only at first): those are counted
 * from the purchases read model.
 */
export const PromoCodeUseReserved = eventSchema(
  'PromoCodeUseReserved',
  z.object({
    code: code(),
    purchaseId: purchaseId(),
    clientId: eventUserId().nullable(),
    guestKey: holderKey().optional(),
    networkKey: holderKey().optional(),
    discountKopecks: eventKopecks(),
    reservedAt: eventInstant(),
  }),
);
export type PromoCodeUseReserved = z.infer<typeof PromoCodeUseReserved>;

/** The purchase ended unpaid (expired, or its payment canceled): its use is free again. */
export const PromoCodeUseReleased = eventSchema('PromoCodeUseReleased', z.object({ code: code(), purchaseId: purchaseId(), releasedAt: eventInstant() }));
export type PromoCodeUseReleased = z.infer<typeof PromoCodeUseReleased>;

/** The coach switched the code off for good. */
export const PromoCodeDeactivated = eventSchema('PromoCodeDeactivated', z.object({ code: code(), deactivatedAt: eventInstant() }));
export type PromoCodeDeactivated = z.infer<typeof PromoCodeDeactivated>;

export const promoCodeEventSchemas = [PromoCodeCreated, PromoCodeUseReserved, PromoCodeUseReleased, PromoCodeDeactivated] as const;

export type PromoCodeEvent = z.infer<(typeof promoCodeEventSchemas)[number]>;
