import { useQueryClient } from '@tanstack/react-query';
import { getGetBackupStatusQueryKey, getListFailedMailsQueryKey, useGetBackupStatus, useListFailedMails, useMakeBackup, useRetryFailedMail } from '../../../api/generated/hooks';
import { showAlert } from '../../../components/alert/alert-store';

/** When the last backup was written. */
export function useBackupStatus() {
  return useGetBackupStatus();
}

/** Mails the relay refused that have not gone out since. */
export function useFailedMails() {
  return useListFailedMails();
}

/** «Повторить»: sends the mail again; the list reloads whatever the outcome (its error may have changed). */
export function useResendFailedMail() {
  const queryClient = useQueryClient();
  return useRetryFailedMail({ mutation: { onSettled: () => queryClient.invalidateQueries({ queryKey: getListFailedMailsQueryKey() }) } });
}

/**
 * «Сделать копию»: the server writes an archive now (the nightly job's kind) and answers where it
 * downloads from; the status reloads and the alert says it is ready. A refusal's `detail` is the
 * global alert (409: one is being written already).
 */
export function useMakeBackupNow() {
  const queryClient = useQueryClient();
  const make = useMakeBackup({
    mutation: {
      onSuccess: async () => {
        showAlert(200, 'Резервная копия готова: скачайте её и храните вне сервера.');
        await queryClient.invalidateQueries({ queryKey: getGetBackupStatusQueryKey() });
      },
    },
  });
  return { isPending: make.isPending, made: make.data, make: () => make.mutate() };
}
