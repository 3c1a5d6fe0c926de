import { useQueryClient } from '@tanstack/react-query';
import { getListConsultationsQueryKey, useUpdateConsultation } from '../../../api/generated/hooks';
import type { Consultation } from '../../../api/generated/model';

/** PUT /api/consultation/{id}/ with the summary (superusers); the list reloads after a save. */
export function useSaveConsultationSummary(onSaved: () => void) {
  const queryClient = useQueryClient();
  const update = useUpdateConsultation({
    mutation: {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: getListConsultationsQueryKey() });
        onSaved();
      },
    },
  });
  return {
    isPending: update.isPending,
    save: (consultation: Consultation, description: string) =>
      update.mutate({ id: consultation.id, data: { user: consultation.user.id, date: consultation.date, description } }),
  };
}
