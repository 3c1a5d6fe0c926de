import type { RequestMetadata } from '../../eventstore/decider';
import type { PromoCodes } from '../promo-codes/promo-codes';
import type { PurchasePromo } from './events';
import { givingBackOnFailure } from './purchase-gift-payment';

/** What the purchase records of its promo code (`PurchaseStarted.promo`). */
export const purchasePromo = ({ code, discountKopecks, fullAmountKopecks }: PurchasePromo): PurchasePromo => ({ code, discountKopecks, fullAmountKopecks });

/**
 * Runs the steps that start a purchase whose promo code use is already reserved: when they fail
 * (the slot was taken, the store refused), the use is given back before the error goes on.
 */
export async function startWithPromo<T>(
  promoCodes: Pick<PromoCodes, 'release'>,
  purchaseId: string,
  promo: PurchasePromo | undefined,
  metadata: RequestMetadata,
  start: () => Promise<T>,
): Promise<T> {
  return givingBackOnFailure(async () => promo && (await promoCodes.release(promo.code, purchaseId, metadata)), start);
}
