import { useQueryClient } from '@tanstack/react-query';
import { getListPromoCodesQueryKey, useCreatePromoCode, useDeactivatePromoCode, useListPromoCodes } from '../../../api/generated/hooks';
import { showAlert } from '../../../components/alert/alert-store';

/** The coach's promo codes with their uses, newest first. */
export function usePromoCodes() {
  return useListPromoCodes();
}

/** Creates a code; the list reloads and an alert says it was saved. */
export function useCreatePromo(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useCreatePromoCode({
    mutation: {
      onSuccess: async (created) => {
        await queryClient.invalidateQueries({ queryKey: getListPromoCodesQueryKey() });
        showAlert(200, `Промокод ${created.code} создан.`);
        onSaved();
      },
    },
  });
}

/** Deactivates a code (the server's message is the alert); the list reloads. */
export function useDeactivatePromo(onDone: () => void) {
  const queryClient = useQueryClient();
  return useDeactivatePromoCode({
    mutation: {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: getListPromoCodesQueryKey() });
        onDone();
      },
    },
  });
}
