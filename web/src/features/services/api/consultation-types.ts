import { useQueryClient } from '@tanstack/react-query';
import {
  getListAllConsultationTypesQueryKey,
  getListConsultationTypesQueryKey,
  getSearchAuditEventsQueryKey,
  useListAllConsultationTypes,
  useUpdateConsultationType,
} from '../../../api/generated/hooks';
import { showAlert } from '../../../components/alert/alert-store';

/** Every consultation type, on sale or not: the Услуги section's list. */
export function useAllConsultationTypes() {
  return useListAllConsultationTypes();
}

/**
 * Saves a type; the landing's list, the back office's and the journal (the change is an event)
 * reload, and the alert says it was saved. A refusal's `detail` is the global alert and the dialog's.
 */
export function useSaveConsultationType() {
  const queryClient = useQueryClient();
  return useUpdateConsultationType({
    mutation: {
      onSuccess: async (saved) => {
        showAlert(200, `Услуга «${saved.name}» сохранена: сайт показывает новую цену, описание и длительность.`);
        await Promise.all(
          [getListAllConsultationTypesQueryKey(), getListConsultationTypesQueryKey(), getSearchAuditEventsQueryKey()].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      },
    },
  });
}
