import type { PromoDiscount } from './events';

/** A price with a promo code: what is taken off and what is left to pay, in kopecks. */
export type PromoPrice = { fullKopecks: number; discountKopecks: number; amountKopecks: number };

/**
 * The price after a code's discount: a share rounded to the kopeck, or a fixed sum; never more
 * than the price, so the price never goes below zero (100 % or a larger sum makes it free).
 */
export function promoPrice(discount: PromoDiscount, fullKopecks: number): PromoPrice {
  const wanted = discount.kind === 'percent' ? Math.round((fullKopecks * discount.percent) / 100) : discount.amountKopecks;
  const discountKopecks = Math.max(0, Math.min(fullKopecks, wanted));
  return { fullKopecks, discountKopecks, amountKopecks: fullKopecks - discountKopecks };
}
