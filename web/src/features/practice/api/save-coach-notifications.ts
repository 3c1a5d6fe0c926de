import { useQueryClient } from '@tanstack/react-query';
import { getGetCoachNotificationsQueryKey, getSearchAuditEventsQueryKey, useUpdateCoachNotifications } from '../../../api/generated/hooks';

/** Saves the coach's «Уведомления»; the form and the journal then read the saved choice. */
export function useSaveCoachNotifications() {
  const queryClient = useQueryClient();
  return useUpdateCoachNotifications({
    mutation: {
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetCoachNotificationsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getSearchAuditEventsQueryKey() }),
        ]);
      },
    },
  });
}
