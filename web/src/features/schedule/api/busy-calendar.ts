import { useQueryClient } from '@tanstack/react-query';
import { getGetScheduleQueryKey, getListConsultationDaysQueryKey, useUpdateBusyCalendar } from '../../../api/generated/hooks';
import { showAlert } from '../../../components/alert/alert-store';

/**
 * Connects, reads again or removes the coach's own calendar (PUT /api/schedule/busy-calendar/).
 * The schedule and the free days clients see follow; the alert says what happened, and a calendar
 * that could not be read is said as a warning (the card shows why). A refused address's `detail`
 * is the global alert.
 */
export function useSaveBusyCalendar() {
  const queryClient = useQueryClient();
  const update = useUpdateBusyCalendar({
    mutation: {
      onSuccess: (schedule) => {
        void queryClient.invalidateQueries({ queryKey: getGetScheduleQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getListConsultationDaysQueryKey() });
        if (!schedule.busy_calendar_url) showAlert(200, 'Календарь отключён: клиентам снова доступно всё время по расписанию.');
        else if (schedule.busy_calendar?.error) showAlert(400, `Ссылка сохранена, но календарь не прочитан: ${schedule.busy_calendar.error}.`);
        else showAlert(200, 'Календарь прочитан: занятое в нём время клиентам не предлагается.');
      },
    },
  });
  return { isPending: update.isPending, save: (url: string | null) => update.mutate({ data: { busy_calendar_url: url } }) };
}
