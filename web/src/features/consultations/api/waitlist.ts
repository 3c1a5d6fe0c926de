import { useQueryClient } from '@tanstack/react-query';
import { getListWaitlistQueryKey, useJoinWaitlist, useLeaveWaitlist, useListWaitlist } from '../../../api/generated/hooks';
import { showAlert } from '../../../components/alert/alert-store';
import { formatDayInText } from '../../../lib/moscow-time';

/** The full days the client waits for; empty until known. */
export function useWaitlistDays(): string[] {
  const query = useListWaitlist({ query: { select: (waitlist) => waitlist.days } });
  return query.data ?? [];
}

/**
 * Joining and leaving (one click) the waitlist of a day, each confirmed by the alert; the server
 * refuses a day that still has a free time (its `detail` is the global alert).
 */
export function useWaitlistActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: getListWaitlistQueryKey() });
  const join = useJoinWaitlist({
    mutation: {
      onSuccess: (_answer, { data }) => showAlert(200, `Вы в листе ожидания на ${formatDayInText(data.day)}: пришлём письмо, как только в этот день освободится время.`),
      onSettled,
    },
  });
  const leave = useLeaveWaitlist({
    mutation: { onSuccess: (_answer, { day }) => showAlert(200, `Вы больше не ждёте ${formatDayInText(day)}: писем об этом дне не будет.`), onSettled },
  });
  return {
    isPending: join.isPending || leave.isPending,
    join: (day: string) => join.mutate({ data: { day } }),
    leave: (day: string) => leave.mutate({ day }),
  };
}
