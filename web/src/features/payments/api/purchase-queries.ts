import type { QueryClient } from '@tanstack/react-query';
import {
  getGetConsultationCreditsQueryKey,
  getListConsultationDaysQueryKey,
  getListConsultationsQueryKey,
  getListPurchasedProductsQueryKey,
} from '../../../api/generated/hooks';

/** A confirmed payment changes the cabinet's lists: sessions turn «Оплачено», packages add credits. */
export function invalidatePaidPurchaseData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [getListConsultationsQueryKey(), getGetConsultationCreditsQueryKey(), getListConsultationDaysQueryKey(), getListPurchasedProductsQueryKey()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
