import { useQueryClient } from '@tanstack/react-query';
import { getListConsultationsQueryKey, useUpdateConsultation } from '../../../api/generated/hooks';
import type { Consultation } from '../../../api/generated/model';
import { showAlert } from '../../../components/alert/alert-store';

/**
 * PUT /api/consultation/{id}/ with the summary and, when changed, the session's room (superusers);
 * the list reloads after a save and the alert says it was saved. A refusal's `detail` is the global alert.
 */
export function useSaveConsultationSummary(onSaved: () => void) {
  const queryClient = useQueryClient();
  const update = useUpdateConsultation({
    mutation: {
      onSuccess: async () => {
        showAlert(200, 'Итоги сессии сохранены.');
        await queryClient.invalidateQueries({ queryKey: getListConsultationsQueryKey() });
        onSaved();
      },
    },
  });
  return {
    isPending: update.isPending,
    save: (consultation: Consultation, description: string, meetingUrl?: string | null) =>
      update.mutate({
        id: consultation.id,
        data: { user: consultation.user.id, date: consultation.date, description, ...(meetingUrl === undefined ? {} : { meeting_url: meetingUrl }) },
      }),
  };
}
