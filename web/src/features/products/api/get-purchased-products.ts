import { useListPurchasedProducts } from '../../../api/generated/hooks';

/**
 * The signed-in client's purchases. No retries: when the list cannot load, the screen keeps its
 * loading indicator instead of showing an empty or stale list (spec 2.7, 8).
 */
export function usePurchasedProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useListPurchasedProducts({ query: { retry: false, enabled } });
}
