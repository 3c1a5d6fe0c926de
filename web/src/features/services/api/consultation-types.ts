import { useQueryClient } from '@tanstack/react-query';
import {
  getListAllConsultationTypesQueryKey,
  getListConsultationTypesQueryKey,
  getSearchAuditEventsQueryKey,
  useListAllConsultationTypes,
  useUpdateConsultationType,
} from '../../../api/generated/hooks';
import type { ConsultationType } from '../../../api/generated/model';
import { showAlert } from '../../../components/alert/alert-store';
import { okData } from '../../../lib/api-data';

/** Every consultation type, on sale or not: the Услуги section's list. */
export function useAllConsultationTypes() {
  return useListAllConsultationTypes<ConsultationType[] | undefined>({ query: { select: okData } });
}

/**
 * Saves a type; the landing's list, the back office's and the journal (the change is an event)
 * reload, and the alert says it was saved. A refusal's `detail` is the global alert and the dialog's.
 */
export function useSaveConsultationType() {
  const queryClient = useQueryClient();
  return useUpdateConsultationType({
    mutation: {
      onSuccess: async (response) => {
        const saved = okData(response);
        if (saved) showAlert(200, `Услуга «${saved.name}» сохранена: сайт показывает новую цену, описание и длительность.`);
        await Promise.all(
          [getListAllConsultationTypesQueryKey(), getListConsultationTypesQueryKey(), getSearchAuditEventsQueryKey()].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      },
    },
  });
}
