import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGetCurrentUserQueryKey, signIn } from '../../../api/generated/hooks';
import type { SignInRequest, User } from '../../../api/generated/model';
import { withoutErrorAlert } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';

/** POST /api/token; on success the short user is stored and the full record reloaded. */
export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignInRequest): Promise<User> => {
      const response = await signIn(body, withoutErrorAlert);
      if (response.status !== 200 || !response.data.success) {
        throw new Error(response.data.message ?? 'Не удалось войти. Попробуйте ещё раз.');
      }
      return response.data.user;
    },
    onSuccess: (user) => {
      authStore.setUser(user);
      void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
    },
  });
}
