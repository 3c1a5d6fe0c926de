import { useQueryClient } from '@tanstack/react-query';
import { getGetPracticeDetailsQueryKey, getSearchAuditEventsQueryKey, useUpdatePracticeDetails } from '../../../api/generated/hooks';

/** Saves the Практика form; the footer, the legal texts and the journal then read the new details. */
export function useSavePracticeDetails() {
  const queryClient = useQueryClient();
  return useUpdatePracticeDetails({
    mutation: {
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetPracticeDetailsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getSearchAuditEventsQueryKey() }),
        ]);
      },
    },
  });
}
