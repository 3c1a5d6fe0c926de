import { useGetComplianceNotification } from '../../../api/generated/hooks';
import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { useSaveComplianceNotification } from '../api/save-compliance';
import { NotificationPack } from './notification-pack';

/** The notification pack with its loading and failure states. */
export function NotificationPackArea() {
  const pack = useGetComplianceNotification();
  const save = useSaveComplianceNotification();
  return (
    <LoadState data={pack.data} failed={pack.isError} what="уведомление Роскомнадзора" onRetry={() => void pack.refetch()}>
      {(loaded) => (
        <NotificationPack
          pack={loaded}
          saving={save.isPending}
          saved={save.isSuccess}
          saveError={save.isError ? errorText(save.error) : undefined}
          onSave={(input) => save.mutate({ data: input })}
        />
      )}
    </LoadState>
  );
}
