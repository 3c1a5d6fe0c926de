import { createHmac } from 'node:crypto';
import { aggregateStream, handleCommand } from '../../eventstore/command-handler';
import { DomainError, type HandledCommand, type RequestMetadata } from '../../eventstore/decider';
import type { Infra } from '../../infra';
import type { PurchasePromo } from '../purchases/events';
import { promoCodeStreamId, type PromoTerms } from './events';
import { clientNetwork } from '../../shared/client-network';
import type { PromoGuessLimiter } from './promo-check-limits';
import { promoCodeDecider, promoMessages, promoRefusal, purchasesHeldBy, type ExistingPromoCode, type PromoBuyer, type PromoCodeCommand, type PromoCodeState, type PromoItem } from './promo-code-decider';
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

/**
 * Who asks about a code: the address the request came from (her guesses and unpaid uses are
 * counted by its client network) and the buyer when she is known (a signed-in client; a guest only
 * when she buys, so the price check leaves a guest's own limits to the purchase).
 */
export type PromoAsker = { clientIp: string; customer?: PromoCustomer };

/** A code as «Промокоды» lists it. */
export type PromoCodeListing = { code: string; terms: PromoTerms; active: boolean; uses: number; createdAt: Date };

export type PromoCodes = ReturnType<typeof createPromoCodes>;

const keyed = (appSecret: string, what: string) => createHmac('sha256', appSecret).update(what).digest('hex').slice(0, 32);

/** A buyer's address as her promo code uses keep it: keyed with the server's secret, never the address itself. */
export const addressKeyOf = (appSecret: string, email: string): string => keyed(appSecret, `promo-guest:${email.trim().toLowerCase()}`);

/** The client network (an IPv4 address, an IPv6 /64) a purchase was started from, keyed like the address. */
export const networkKeyOf = (appSecret: string, clientIp: string): string => keyed(appSecret, `promo-network:${clientNetwork(clientIp)}`);

/**
 * Promo codes: the coach's codes (`promo-code-{CODE}` streams, listed from the `promo_codes` read
 * model), the price a code gives, and a use reserved for a purchase as it starts and given back when
 * it ends unpaid. The last use goes to one purchase only: a reservation is appended at the revision
 * it was decided on (`handleCommand`), and decided again on a concurrent one; a buyer's own uses and
 * her network's are counted in the stream by their keys, so her last one is decided the same way.
 * Every look-up of a code, the price check's and a purchase's, is a guess (`guesses`, `promo-check-limits.ts`).
 */
export function createPromoCodes({ guesses, ...infra }: Pick<Infra, 'store' | 'db' | 'appSecret'> & { guesses: PromoGuessLimiter }) {
  const execute = (code: string, command: HandledCommand<PromoCodeCommand>) => handleCommand(infra.store, promoCodeStreamId(code), promoCodeDecider, command);
  const stamp = (metadata: RequestMetadata) => metadata;

  const load = async (code: string) => (await aggregateStream(infra.store, promoCodeStreamId(code), promoCodeDecider)).state;

  const count = async (sql: string, params: unknown[]) => (await infra.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;

  /** What the buyer's history says for the code's own checks, from the purchases read model: read before any append. */
  async function buyerOf(code: string, state: PromoCodeState, customer: PromoCustomer, clientIp: string): Promise<PromoBuyer> {
    const keys = { clientId: customer.userId, addressKey: addressKeyOf(infra.appSecret, customer.email), networkKey: networkKeyOf(infra.appSecret, clientIp) };
    const boughtBefore = await count(
      `SELECT count(*)::int AS n FROM purchases WHERE status IN ('awaiting_payment', 'paid') AND (user_id = $1 OR lower(email) = lower($2))`,
      [customer.userId, customer.email],
    );
    const earlierUses = await count(
      `SELECT count(*)::int AS n FROM purchases WHERE promo_code = $1 AND (user_id = $2 OR lower(email) = lower($3)) AND status IN ('awaiting_payment', 'paid')`,
      [code, customer.userId, customer.email],
    );
    const held = purchasesHeldBy(state, keys);
    const paid = held.length === 0 ? [] : (await infra.db.query<{ id: string }>(`SELECT id FROM purchases WHERE id = ANY($1::text[]) AND status = 'paid'`, [held])).rows;
    return { ...keys, earlierUses, boughtBefore: boughtBefore > 0, paidPurchaseIds: paid.map((row) => row.id) };
  }

  function codeOrRefusal(raw: string): string {
    const code = normalizePromoCode(raw);
    if (!code) throw new DomainError('invalid', promoMessages.notFound);
    return code;
  }

  /** The code when it can be used for the item by someone at `now`, or its refusal (the buyer's own checks come after). */
  function usableFor(item: PromoItem, state: PromoCodeState, now: Date): ExistingPromoCode {
    const refusal = promoRefusal(state, item, undefined, now);
    if (refusal) throw refusal;
    if (state.status === 'none') throw new DomainError('invalid', promoMessages.notFound);
    return state;
  }

  const guesser = (asker: PromoAsker) => ({ clientIp: asker.clientIp, userId: asker.customer?.userId ?? null });

  return {
    /** The price of the item with the code at `now`, or its refusal; one guess of the asker's. */
    quote(raw: string, item: PromoItem, asker: PromoAsker, now: Date): Promise<PromoPrice & { code: string }> {
      return guesses.guess(guesser(asker), now, async () => {
        const code = codeOrRefusal(raw);
        const state = usableFor(item, await load(code), now);
        const refusal = asker.customer && promoRefusal(state, item, await buyerOf(code, state, asker.customer, asker.clientIp), now);
        if (refusal) throw refusal;
        return { code, ...promoPrice(state.terms.discount, item.priceKopecks) };
      });
    },

    /**
     * Reserves one use of the code for a purchase about to start and gives the price with it; one
     * guess of the buyer's. It reads the read models first (the buyer's purchases), so nothing
     * after it waits for them.
     */
    reserve(raw: string, purchaseId: string, item: PromoItem, asker: Required<PromoAsker>, metadata: RequestMetadata): Promise<PurchasePromo & { amountKopecks: number }> {
      return guesses.guess(guesser(asker), metadata.now, async () => {
        const code = codeOrRefusal(raw);
        const state = usableFor(item, await load(code), metadata.now);
        const buyer = await buyerOf(code, state, asker.customer, asker.clientIp);
        const price = promoPrice(state.terms.discount, item.priceKopecks);
        await execute(code, { type: 'ReservePromoUse', data: { purchaseId, item, buyer, discountKopecks: price.discountKopecks }, metadata: stamp(metadata) });
        return { code, discountKopecks: price.discountKopecks, fullAmountKopecks: item.priceKopecks, amountKopecks: price.amountKopecks };
      });
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
      const { rows } = await infra.db.query<{ code: string; terms: PromoTerms | string; active: boolean; uses: number; created_at: Date | string }>(
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
