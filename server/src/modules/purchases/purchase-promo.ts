import type { PurchasePromo } from './events';

/** What the purchase records of its promo code (`PurchaseStarted.promo`). */
export const purchasePromo = ({ code, discountKopecks, fullAmountKopecks }: PurchasePromo): PurchasePromo => ({ code, discountKopecks, fullAmountKopecks });
