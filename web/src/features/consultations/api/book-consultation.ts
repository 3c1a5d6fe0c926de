import { useQueryClient } from '@tanstack/react-query';
import { getListConsultationDaysQueryKey, useBuy } from '../../../api/generated/hooks';
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
    book: async ({ type, slotStart }: BookingChoice): Promise<PurchaseResponse | undefined> => {
      const response = await buy.mutateAsync({
        data: { product: 'consultation', type: type.id, amount: type.amount, date: isoToUtcMinute(slotStart) },
      });
      return response.status === 200 ? response.data : undefined;
    },
  };
}
