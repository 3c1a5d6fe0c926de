import { useQueryClient } from '@tanstack/react-query';
import { useCancelConsultation as useCancelConsultationCall } from '../../../api/generated/hooks';
import { invalidateConsultationData } from './consultation-queries';

/**
 * DELETE /api/consultation/{id}/. The server refuses a client within `CLIENT_NOTICE_HOURS` of the start; its
 * Russian `detail` is shown by the global alert. A cancellation frees the day and may return a credit.
 * `onDone` runs either way, so the confirmation closes and the alert is not hidden behind it.
 */
export function useCancelConsultation(onDone: () => void) {
  const queryClient = useQueryClient();
  const cancel = useCancelConsultationCall({
    mutation: {
      onSuccess: () => invalidateConsultationData(queryClient),
      onSettled: onDone,
    },
  });
  return { isPending: cancel.isPending, cancel: (id: number) => cancel.mutate({ id }) };
}
