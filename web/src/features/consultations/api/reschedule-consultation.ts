import { useQueryClient } from '@tanstack/react-query';
import { useRescheduleConsultation as useRescheduleConsultationCall } from '../../../api/generated/hooks';
import { showAlert } from '../../../components/alert/alert-store';
import { invalidateConsultationData } from './consultation-queries';

/**
 * POST /api/consultation/{id}/reschedule/. The server refuses a client within `CLIENT_NOTICE_HOURS` of the
 * start (400) and a slot taken meanwhile (409); its Russian `detail` is shown by the global alert,
 * and a move that went through says so. Either way the calendar and the list reload, since a
 * refused move may mean the day just went.
 */
export function useRescheduleConsultation(onDone: () => void) {
  const queryClient = useQueryClient();
  const reschedule = useRescheduleConsultationCall({
    mutation: {
      onSuccess: () => showAlert(200, 'Сессия перенесена. Приглашение в календаре обновится само.'),
      onSettled: async () => {
        await invalidateConsultationData(queryClient);
        onDone();
      },
    },
  });
  return { isPending: reschedule.isPending, reschedule: (id: number, date: string) => reschedule.mutate({ id, data: { date } }) };
}
