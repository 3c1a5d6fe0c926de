import { useQueryClient } from '@tanstack/react-query';
import { getListFailedMailsQueryKey, useGetBackupStatus, useListFailedMails, useRetryFailedMail } from '../../../api/generated/hooks';
import type { BackupStatus, FailedMail } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** When the last backup was written. */
export function useBackupStatus() {
  return useGetBackupStatus<BackupStatus | undefined>({ query: { select: okData } });
}

/** Mails the relay refused that have not gone out since. */
export function useFailedMails() {
  return useListFailedMails<FailedMail[] | undefined>({ query: { select: okData } });
}

/** «Повторить»: sends the mail again; the list reloads whatever the outcome (its error may have changed). */
export function useResendFailedMail() {
  const queryClient = useQueryClient();
  return useRetryFailedMail({ mutation: { onSettled: () => queryClient.invalidateQueries({ queryKey: getListFailedMailsQueryKey() }) } });
}
