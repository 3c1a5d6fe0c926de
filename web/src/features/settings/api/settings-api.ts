import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmAccountDeletion,
  confirmEmailChange,
  getDataExport,
  getGetCurrentUserQueryKey,
  getGetDataExportQueryKey,
  getConsents,
  getGetConsentsQueryKey,
  getGetMessengersQueryKey,
  getGetSettingsQueryKey,
  getSettings,
  requestAccountDeletion,
  requestDataExport,
  requestEmailChange,
  setAdvertisingConsent,
  setConsent,
  setTimeZone,
  updateProfile,
} from '../../../api/generated/hooks';
import type { ConsentPurpose, ProfileInput, Settings, SignInRequest } from '../../../api/generated/model';
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

/** Her consents by purpose, for the processors the practice uses (GET /api/setting/consents/). */
export function useConsents() {
  // Read again when she comes back from a messenger: a chat just linked gives its consent.
  return useQuery({ queryKey: getGetConsentsQueryKey(), queryFn: () => getConsents(), refetchOnWindowFocus: true });
}

/**
 * Gives or withdraws one consent: the answer replaces the cached list; the settings (its history)
 * and the messengers (a withdrawn messenger consent unlinks its chat) reload.
 */
export function useSetConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, given }: { purpose: ConsentPurpose; given: boolean }) => setConsent(purpose, { given }),
    onSuccess: (consents) => {
      queryClient.setQueryData(getGetConsentsQueryKey(), consents);
      void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetMessengersQueryKey() });
    },
  });
}
