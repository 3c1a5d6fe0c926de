import { useQueryClient } from '@tanstack/react-query';
import { getGetScheduleQueryKey, useGetSchedule, useRotateCalendarFeed, useUpdateSchedule } from '../../../api/generated/hooks';
import type { Schedule } from '../../../api/generated/model';

/** The coach's schedule with her meeting room and calendar feed; undefined until loaded. */
export function useSessionSettings(): Schedule | undefined {
  const query = useGetSchedule<Schedule | undefined>({ query: { select: (response) => (response.status === 200 ? response.data : undefined) } });
  return query.data;
}

/** Saves the default meeting room (PUT /api/schedule/ with the rest of the schedule as it is). */
export function useSaveMeetingUrl() {
  const queryClient = useQueryClient();
  const update = useUpdateSchedule({ mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetScheduleQueryKey() }) } });
  return {
    isPending: update.isPending,
    save: (schedule: Schedule, meetingUrl: string | null) =>
      update.mutate({ data: { daily_times: schedule.daily_times, blocked_days: schedule.blocked_days, meeting_url: meetingUrl } }),
  };
}

/** «Сменить ссылку»: a new feed address; the old one stops working at once. */
export function useRotateFeed() {
  const queryClient = useQueryClient();
  const rotate = useRotateCalendarFeed({ mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetScheduleQueryKey() }) } });
  return { isPending: rotate.isPending, rotate: () => rotate.mutate() };
}
