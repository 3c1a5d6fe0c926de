import { createHmac } from 'node:crypto';
import type { Database } from '../../db/database';
import { aggregateStream, handleCommand } from '../../eventstore/command-handler';
import { DomainError, type HandledCommand, type RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import type { PurchasePromo } from '../purchases/events';
import { promoCodeStreamId, type PromoTerms } from './events';
import { promoCodeDecider, promoMessages, promoRefusal, type PromoBuyer, type PromoCodeCommand, type PromoItem } from './promo-code-decider';
import { promoPrice, type PromoPrice } from './promo-price';

/** Letters (Latin or Cyrillic), digits and dashes, 3 to 32: a code as the coach and buyers type it. */
const codePattern = /^[A-ZА-ЯЁ0-9-]{3,32}$/;

/** A code as it is kept: trimmed, in capitals (codes are case-insensitive); undefined when it cannot be a code. */
export function normalizePromoCode(raw: string): string | undefined {
  const code = raw.trim().toUpperCase();
  return codePattern.test(code) ? code : undefined;
}

/** Who is buying, as the checkout knows her: a signed-in client, or a guest by her address. */
export type PromoCustomer = { userId: string | null; email: string };

/** A code as «Промокоды» lists it. */
export type PromoCodeListing = { code: string; terms: PromoTerms; active: boolean; uses: number; createdAt: Date };

export type PromoCodes = ReturnType<typeof createPromoCodes>;

type Deps = { store: EventStore; db: Database; appSecret: string; now: () => Date };

/** A guest's address as her promo code uses keep it: keyed with the server's secret, never the address itself. */
export const guestKeyOf = (appSecret: string, email: string): string =>
  createHmac('sha256', appSecret).update(`promo-guest:${email.trim().toLowerCase()}`).digest('hex').slice(0, 32);

/**
 * Promo codes: the coach's codes (`promo-code-{CODE}` streams, listed from the `promo_codes` read
 * model), the price a code gives, and a use reserved for a purchase as it starts and given back when
 * it ends unpaid. The last use goes to one purchase only: a reservation is appended at the revision
 * it was decided on (`handleCommand`), and decided again on a concurrent one; a guest's own uses are
 * counted in the stream by her keyed address, so her last one is decided the same way.
 */
export function createPromoCodes(deps: Deps) {
  const execute = (code: string, command: HandledCommand<PromoCodeCommand>) => handleCommand(deps.store, promoCodeStreamId(code), promoCodeDecider, command);
  const stamp = (metadata: RequestMetadata) => metadata;

  const load = async (code: string) => (await aggregateStream(deps.store, promoCodeStreamId(code), promoCodeDecider)).state;

  /** What the buyer's history says for the code's own checks: read before any append. */
  async function buyerOf(code: string, customer: PromoCustomer): Promise<PromoBuyer> {
    const bought = await deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM purchases WHERE status = 'paid' AND (user_id = $1 OR lower(email) = lower($2))`,
      [customer.userId, customer.email],
    );
    const guestUses =
      customer.userId === null
        ? ((
            await deps.db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM purchases WHERE promo_code = $1 AND lower(email) = lower($2) AND status IN ('awaiting_payment', 'paid')`,
              [code, customer.email],
            )
          ).rows[0]?.n ?? 0)
        : 0;
    const guestKey = customer.userId === null ? { guestKey: guestKeyOf(deps.appSecret, customer.email) } : {};
    return { clientId: customer.userId, ...guestKey, guestUses, boughtBefore: (bought.rows[0]?.n ?? 0) > 0 };
  }

  function codeOrRefusal(raw: string): string {
    const code = normalizePromoCode(raw);
    if (!code) throw new DomainError('invalid', promoMessages.notFound);
    return code;
  }

  return {
    /** The price with the code, or its refusal; a guest's own limits are checked only when she buys (`customer` undefined). */
    async quote(raw: string, item: PromoItem, fullKopecks: number, customer: PromoCustomer | undefined): Promise<PromoPrice & { code: string }> {
      const code = codeOrRefusal(raw);
      const state = await load(code);
      const buyer = customer ? await buyerOf(code, customer) : undefined;
      const refusal = promoRefusal(state, item, buyer, deps.now());
      if (refusal) throw refusal;
      if (state.status === 'none') throw new DomainError('invalid', promoMessages.notFound);
      return { code, ...promoPrice(state.terms.discount, fullKopecks) };
    },

    /**
     * Reserves one use of the code for a purchase about to start and gives the price with it. It
     * reads the read models first (the buyer's purchases), so nothing after it waits for them.
     */
    async reserve(raw: string, purchaseId: string, item: PromoItem, fullKopecks: number, customer: PromoCustomer, metadata: RequestMetadata): Promise<PurchasePromo & { amountKopecks: number }> {
      const code = codeOrRefusal(raw);
      const state = await load(code);
      if (state.status === 'none') throw new DomainError('invalid', promoMessages.notFound);
      const buyer = await buyerOf(code, customer);
      const price = promoPrice(state.terms.discount, fullKopecks);
      await execute(code, { type: 'ReservePromoUse', data: { purchaseId, item, buyer, discountKopecks: price.discountKopecks }, metadata: stamp(metadata) });
      return { code, discountKopecks: price.discountKopecks, fullAmountKopecks: fullKopecks, amountKopecks: price.amountKopecks };
    },

    /** Gives a purchase's use back (it ended unpaid, or never started); a use not held is a no-op. */
    async release(code: string, purchaseId: string, metadata: RequestMetadata): Promise<void> {
      await execute(code, { type: 'ReleasePromoUse', data: { purchaseId }, metadata: stamp(metadata) });
    },

    async create(raw: string, terms: PromoTerms, metadata: RequestMetadata): Promise<string> {
      const code = normalizePromoCode(raw);
      if (!code) throw new DomainError('invalid', 'Промокод — от 3 до 32 букв, цифр или дефисов.');
      await execute(code, { type: 'CreatePromoCode', data: { code, terms }, metadata: stamp(metadata) });
      return code;
    },

    async deactivate(raw: string, metadata: RequestMetadata): Promise<void> {
      await execute(codeOrRefusal(raw), { type: 'DeactivatePromoCode', data: {}, metadata: stamp(metadata) });
    },

    /** Every code, newest first, from the read model. */
    async list(): Promise<PromoCodeListing[]> {
      const { rows } = await deps.db.query<{ code: string; terms: PromoTerms | string; active: boolean; uses: number; created_at: Date | string }>(
        `SELECT code, terms, active, uses, created_at FROM promo_codes ORDER BY created_at DESC, code`,
      );
      return rows.map((row) => ({
        code: row.code,
        terms: typeof row.terms === 'string' ? (JSON.parse(row.terms) as PromoTerms) : row.terms,
        active: row.active,
        uses: row.uses,
        createdAt: new Date(row.created_at),
      }));
    },
  };
}
