import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import { badRequest, notFound } from '../../http/errors';
import type { HandlerMap } from '../../http/handler-types';
import { kopecksToRoubles, type Catalog } from '../catalog/catalog';
import type { PromoTerms } from './events';
import type { PromoCodeListing, PromoCodes } from './promo-codes';

const present = (listing: PromoCodeListing) => {
  const { terms } = listing;
  return {
    code: listing.code,
    kind: terms.discount.kind,
    percent: terms.discount.kind === 'percent' ? terms.discount.percent : null,
    amount: terms.discount.kind === 'amount' ? kopecksToRoubles(terms.discount.amountKopecks) : null,
    consultation_types: terms.consultationTypeIds,
    products: terms.productTypeIds,
    max_uses: terms.maxUses,
    max_uses_per_client: terms.maxUsesPerClient,
    valid_from: terms.validFrom,
    valid_until: terms.validUntil,
    first_purchase_only: terms.firstPurchaseOnly,
    active: listing.active,
    uses: listing.uses,
    created_at: listing.createdAt.toISOString(),
  };
};

type PromoInput = {
  kind: 'percent' | 'amount';
  percent?: number;
  amount?: number;
  consultation_types?: number[] | null;
  products?: number[] | null;
  max_uses?: number | null;
  max_uses_per_client?: number | null;
  valid_from?: string | null;
  valid_until?: string | null;
  first_purchase_only?: boolean;
};

/** The coach's form as the code's terms; what the contract cannot say is refused here in Russian. */
function termsOf(body: PromoInput): PromoTerms {
  let discount: PromoTerms['discount'];
  if (body.kind === 'percent') {
    if (body.percent === undefined) throw badRequest('Укажите скидку в процентах: от 1 до 100.');
    discount = { kind: 'percent', percent: body.percent };
  } else {
    if (body.amount === undefined) throw badRequest('Укажите скидку в рублях.');
    discount = { kind: 'amount', amountKopecks: Math.round(body.amount * 100) };
  }
  const validFrom = body.valid_from ?? null;
  const validUntil = body.valid_until ?? null;
  if (validFrom !== null && validUntil !== null && validUntil < validFrom) throw badRequest('Дата окончания действия раньше даты начала.');
  return {
    discount,
    consultationTypeIds: body.consultation_types ? [...new Set(body.consultation_types)] : null,
    productTypeIds: body.products ? [...new Set(body.products)] : null,
    maxUses: body.max_uses ?? null,
    maxUsesPerClient: body.max_uses_per_client ?? null,
    validFrom,
    validUntil,
    firstPurchaseOnly: body.first_purchase_only ?? false,
  };
}

/** «Промокоды» in the back office, and the checkout dialog's price check. */
export function promoCodeHandlers(deps: { promoCodes: PromoCodes; catalog: Catalog }) {
  return {
    async listPromoCodes({ user }) {
      requireSuperuser(user);
      return (await deps.promoCodes.list()).map(present);
    },

    async createPromoCode({ body, user, ctx }) {
      requireSuperuser(user);
      const terms = termsOf(body);
      const code = await deps.promoCodes.create(body.code, terms, commandMetadata(ctx.state, user.id));
      return present({ code, terms, active: true, uses: 0, createdAt: ctx.state.now });
    },

    async deactivatePromoCode({ params, user, ctx }) {
      requireSuperuser(user);
      await deps.promoCodes.deactivate(params.code, commandMetadata(ctx.state, user.id));
      return { result: true, message: 'Промокод отключён.' };
    },

    async checkPromoCode({ params, query, user, ctx }) {
      const priceKopecks =
        query.product === 'product'
          ? (await deps.catalog.productType(query.type))?.priceKopecks
          : (await deps.catalog.consultationTypes()).find((type) => type.id === query.type && type.onSale)?.priceKopecks;
      if (priceKopecks === undefined) throw notFound(query.product === 'product' ? 'Такого продукта нет.' : 'Такого вида консультации нет.');
      const customer = user ? { userId: user.id, email: user.email } : undefined;
      const quote = await deps.promoCodes.quote(params.code, { kind: query.product, typeId: query.type, priceKopecks }, { clientIp: ctx.ip, customer }, ctx.state.now);
      return { code: quote.code, full_amount: kopecksToRoubles(quote.fullKopecks), discount: kopecksToRoubles(quote.discountKopecks), amount: kopecksToRoubles(quote.amountKopecks) };
    },
  } satisfies Partial<HandlerMap>;
}
