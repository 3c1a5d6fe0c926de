import { useQueryClient } from '@tanstack/react-query';
import { getListWaitlistQueryKey, useJoinWaitlist, useLeaveWaitlist, useListWaitlist } from '../../../api/generated/hooks';

/** The full days the client waits for; empty until known. */
export function useWaitlistDays(): string[] {
  const query = useListWaitlist<string[]>({ query: { select: (response) => (response.status === 200 ? response.data.days : []) } });
  return query.data ?? [];
}

/** Joining and leaving (one click) the waitlist of a day; the server refuses a day that still has a free time. */
export function useWaitlistActions() {
  const queryClient = useQueryClient();
  const refresh = { mutation: { onSettled: () => queryClient.invalidateQueries({ queryKey: getListWaitlistQueryKey() }) } };
  const join = useJoinWaitlist(refresh);
  const leave = useLeaveWaitlist(refresh);
  return {
    isPending: join.isPending || leave.isPending,
    join: (day: string) => join.mutate({ data: { day } }),
    leave: (day: string) => leave.mutate({ day }),
  };
}
