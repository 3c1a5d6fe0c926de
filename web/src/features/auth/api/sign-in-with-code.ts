import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGetCurrentUserQueryKey, signIn } from '../../../api/generated/hooks';
import type { LoginResponse, SignInRequest } from '../../../api/generated/model';
import { withoutErrorAlert } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { browserTimeZone } from '../../../lib/client-time';

/** POST /api/token with the browser's time zone; on success the short user is stored and the full record reloaded (`account_opened`: the coach's first sign-in). */
export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignInRequest): Promise<LoginResponse> => {
      // The browser's zone: the server keeps it while the account has none (her sessions then show on her clock).
      const timeZone = browserTimeZone();
      const answer = await signIn(timeZone ? { ...body, time_zone: timeZone } : body, withoutErrorAlert);
      if (!answer.success) throw new Error(answer.message ?? 'Не удалось войти. Попробуйте ещё раз.');
      return answer;
    },
    onSuccess: ({ user }) => {
      authStore.setUser(user);
      void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
    },
  });
}
