import { useListPurchasedProducts } from '../../../api/generated/hooks';
import type { PurchasedProduct } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/**
 * The signed-in client's purchases. No retries: when the list cannot load, the screen keeps its
 * loading indicator instead of showing an empty or stale list (spec 2.7, 8).
 */
export function usePurchasedProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useListPurchasedProducts<PurchasedProduct[] | undefined>({ query: { select: okData, retry: false, enabled } });
}
