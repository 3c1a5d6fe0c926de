import { useQueryClient } from '@tanstack/react-query';
import {
  getListAllConsultationTypesQueryKey,
  getListConsultationTypesQueryKey,
  getSearchAuditEventsQueryKey,
  useListAllConsultationTypes,
  useUpdateConsultationType,
} from '../../../api/generated/hooks';
import type { ConsultationType } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** Every consultation type, on sale or not: the Услуги section's list. */
export function useAllConsultationTypes() {
  return useListAllConsultationTypes<ConsultationType[] | undefined>({ query: { select: okData } });
}

/** Saves a type; the landing's list, the back office's and the journal (the change is an event) reload. */
export function useSaveConsultationType() {
  const queryClient = useQueryClient();
  return useUpdateConsultationType({
    mutation: {
      onSuccess: async () => {
        await Promise.all(
          [getListAllConsultationTypesQueryKey(), getListConsultationTypesQueryKey(), getSearchAuditEventsQueryKey()].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      },
    },
  });
}
