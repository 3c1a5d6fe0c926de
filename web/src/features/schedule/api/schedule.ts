import { useQueryClient } from '@tanstack/react-query';
import {
  getGetScheduleQueryKey,
  getListConsultationDaysQueryKey,
  useGetSchedule,
  useRotateCalendarFeed,
  useUpdateSchedule,
} from '../../../api/generated/hooks';
import type { RoomProvider, Schedule } from '../../../api/generated/model';
import { showAlert } from '../../../components/alert/alert-store';
import { withoutErrorAlert } from '../../../lib/api-client';
import { savedPlan } from '../utils/schedule-draft';

/** The coach's schedule with her meeting room, calendar feed and the bookings outside the plan. */
export function useSchedule() {
  return useGetSchedule();
}

/** The schedule and the free days clients see follow every save, and the alert says what was saved. */
function useScheduleSaved() {
  const queryClient = useQueryClient();
  return (confirmation: string) => {
    void queryClient.invalidateQueries({ queryKey: getGetScheduleQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListConsultationDaysQueryKey() });
    showAlert(200, confirmation);
  };
}

/**
 * Saves the plan (PUT /api/schedule/); the answer lists the bookings outside it. A refusal is shown
 * on the screen beside the form (its `detail` says what to fix), so no global alert repeats it.
 * The answer is the saved schedule: the screen shows it at once, so nothing reads as unsaved (and
 * leaving does not warn) while the schedule loads again.
 */
export function useSaveSchedule() {
  const queryClient = useQueryClient();
  const saved = useScheduleSaved();
  return useUpdateSchedule({
    mutation: {
      onSuccess: (schedule) => {
        queryClient.setQueryData<Schedule>(getGetScheduleQueryKey(), schedule);
        saved('Расписание сохранено: клиенты уже видят новые свободные дни.');
      },
    },
    request: withoutErrorAlert,
  });
}

/** Saves the default meeting room with the plan as it is saved; a refusal's `detail` is the global alert. */
export function useSaveMeetingUrl() {
  const saved = useScheduleSaved();
  const update = useUpdateSchedule({
    mutation: {
      onSuccess: (schedule) =>
        saved(schedule.meeting_url ? 'Ссылка на встречу сохранена: клиенты увидят её в письмах и в кабинете.' : 'Ссылка на встречу по умолчанию убрана.'),
    },
  });
  return {
    isPending: update.isPending,
    save: (schedule: Schedule, meetingUrl: string | null) => update.mutate({ data: { ...savedPlan(schedule), meeting_url: meetingUrl } }),
  };
}

/** Where each session's room comes from, saved with the plan as it is saved; a refusal's `detail` is the global alert. */
export function useSaveRoomProvider() {
  const saved = useScheduleSaved();
  const update = useUpdateSchedule({ mutation: { onSuccess: (schedule) => saved(roomProviderSaved[schedule.room_provider]) } });
  return {
    isPending: update.isPending,
    save: (schedule: Schedule, provider: RoomProvider) => update.mutate({ data: { ...savedPlan(schedule), room_provider: provider } }),
  };
}

const roomProviderSaved: Record<RoomProvider, string> = {
  static: 'Сессии проходят по вашей ссылке на встречу.',
  jitsi: 'Сессии проходят в вашем Jitsi: у каждой своя комната.',
  telemost: 'Для каждой оплаченной сессии создаётся встреча в Телемосте.',
};

/** «Сменить ссылку»: a new feed address; the old one stops working at once. */
export function useRotateFeed() {
  const saved = useScheduleSaved();
  const rotate = useRotateCalendarFeed({ mutation: { onSuccess: () => saved('Ссылка на календарь сменена: прежняя больше не работает.') } });
  return { isPending: rotate.isPending, rotate: () => rotate.mutate() };
}
