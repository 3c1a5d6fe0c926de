import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmAccountDeletion,
  confirmEmailChange,
  getDataExport,
  getGetCurrentUserQueryKey,
  getGetDataExportQueryKey,
  getGetSettingsQueryKey,
  getSettings,
  requestAccountDeletion,
  requestDataExport,
  requestEmailChange,
  setAdvertisingConsent,
  setTimeZone,
  updateProfile,
} from '../../../api/generated/hooks';
import type { ProfileInput, Settings, SignInRequest } from '../../../api/generated/model';
import { withoutErrorAlert } from '../../../lib/api-client';
import { codeRequestId } from '../../../lib/code-request';

/** The settings page's data (GET /api/setting/). */
export function useSettings() {
  return useQuery({ queryKey: getGetSettingsQueryKey(), queryFn: () => getSettings() });
}

/** A settings change that answers the new settings: they replace the cached ones, and the user record reloads. */
function useSettingsChange<Input>(change: (input: Input) => Promise<Settings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => {
      queryClient.setQueryData(getGetSettingsQueryKey(), settings);
      void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
    },
  });
}

export const useUpdateProfile = () => useSettingsChange((input: ProfileInput) => updateProfile(input));
export const useSetTimeZone = () => useSettingsChange((timeZone: string) => setTimeZone({ time_zone: timeZone }));
export const useSetAdvertisingConsent = () => useSettingsChange((given: boolean) => setAdvertisingConsent({ given }));
/** Errors are shown in the code dialog, not as the page alert. */
export const useConfirmEmailChange = () => useSettingsChange((input: SignInRequest) => confirmEmailChange(input, withoutErrorAlert));

/** Sends the code for a new address; resolves to the request id. */
export async function sendEmailChangeCode(email: string): Promise<string> {
  return codeRequestId(await requestEmailChange({ email }, withoutErrorAlert));
}

/** Sends the code that confirms the deletion; resolves to the request id. */
export async function sendDeletionCode(): Promise<string> {
  return codeRequestId(await requestAccountDeletion(withoutErrorAlert));
}

export const useConfirmAccountDeletion = () =>
  useMutation({ mutationFn: (input: SignInRequest) => confirmAccountDeletion(input, withoutErrorAlert) });

/** The latest data export; polled while the job is still building it. */
export function useDataExport() {
  return useQuery({
    queryKey: getGetDataExportQueryKey(),
    queryFn: async () => (await getDataExport()).export,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1500 : false),
  });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await requestDataExport()).export,
    onSuccess: (requested) => queryClient.setQueryData(getGetDataExportQueryKey(), requested),
  });
}
