import { useGetCoachNotifications } from '../../../api/generated/hooks';
import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { useSaveCoachNotifications } from '../api/save-coach-notifications';
import { CoachNotificationsForm } from './coach-notifications-form';

/** The Практика section's «Уведомления» with its loading and failure states. */
export function CoachNotificationsArea() {
  const notifications = useGetCoachNotifications();
  const save = useSaveCoachNotifications();
  return (
    <LoadState data={notifications.data} failed={notifications.isError} what="уведомления" onRetry={() => void notifications.refetch()}>
      {(loaded) => (
        <CoachNotificationsForm
          notifications={loaded}
          saving={save.isPending}
          saved={save.isSuccess}
          saveError={save.isError ? errorText(save.error) : undefined}
          onSave={(input) => save.mutate({ data: input })}
        />
      )}
    </LoadState>
  );
}
