import { useQueryClient } from '@tanstack/react-query';
import { getListConsultationDaysQueryKey, useBuy, usePayPurchase } from '../../../api/generated/hooks';
import type { PurchaseResponse } from '../../../api/generated/model';
import type { BookingChoice } from '../utils/booking';
import { isoToUtcMinute } from '../../../lib/moscow-time';

/**
 * POST /api/buy/ for a session. A failure (409: the slot was just taken) is already shown by the
 * global alert; the free days are reloaded so the calendar stops offering it.
 */
export function useBookConsultation() {
  const queryClient = useQueryClient();
  const buy = useBuy({
    mutation: {
      onError: () => queryClient.invalidateQueries({ queryKey: getListConsultationDaysQueryKey() }),
    },
  });
  return {
    isPending: buy.isPending,
    book: ({ type, slotStart, promoCode, paymentConsent, roomsConsent }: BookingChoice): Promise<PurchaseResponse> =>
      buy.mutateAsync({
        data: {
          product: 'consultation',
          type: type.id,
          amount: type.amount,
          date: isoToUtcMinute(slotStart),
          ...(promoCode ? { promo_code: promoCode } : {}),
          ...(paymentConsent ? { payment_consent: true } : {}),
          ...(roomsConsent ? { rooms_consent: true } : {}),
        },
      }),
  };
}

/**
 * «Оплатить» on a session held for a payment she left unfinished: the same purchase, confirmed
 * again. A refusal (409: paid meanwhile, or the time ran out) is shown by the global alert; the
 * caller reloads the sessions either way.
 */
export function usePayHeldSession() {
  const pay = usePayPurchase();
  return {
    isPending: pay.isPending,
    purchaseId: pay.variables?.id,
    // The refusal is the global alert already; the caller only needs to know there is no payment page.
    pay: (purchaseId: string): Promise<PurchaseResponse | undefined> => pay.mutateAsync({ id: purchaseId }).catch(() => undefined),
  };
}
