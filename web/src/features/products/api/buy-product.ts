import { useQueryClient } from '@tanstack/react-query';
import { getListPurchasedProductsQueryKey, useBuy } from '../../../api/generated/hooks';

/** POST /api/buy/ for a product; a purchase (a free one at once) changes the client's purchased list. */
export function useBuyProduct() {
  const queryClient = useQueryClient();
  return useBuy({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListPurchasedProductsQueryKey() }) },
  });
}
