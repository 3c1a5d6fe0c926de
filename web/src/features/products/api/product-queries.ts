import { useQueryClient } from '@tanstack/react-query';
import { getListPurchasedProductsQueryKey, useBuy, useListProductTypes, useListPurchasedProducts } from '../../../api/generated/hooks';
import type { ProductType, PurchasedProduct } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

export function useProductTypes() {
  return useListProductTypes<ProductType[] | undefined>({ query: { select: okData } });
}

export function usePurchasedProducts() {
  return useListPurchasedProducts<PurchasedProduct[] | undefined>({ query: { select: okData, retry: false } });
}

/** Buys a product; the purchased list is refreshed after a free purchase. */
export function useBuyProduct() {
  const queryClient = useQueryClient();
  return useBuy({ mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListPurchasedProductsQueryKey() }) } });
}
