import { useGetCurrentUser } from '../api/generated/hooks';
import type { UserFull } from '../api/generated/model';
import { useUser } from './auth-store';

/** The full user record (GET /api/user-me/), loaded once while someone is signed in. */
export function useFullUser(): UserFull | undefined {
  const user = useUser();
  const query = useGetCurrentUser<UserFull | undefined>({
    query: {
      enabled: user !== null,
      staleTime: Infinity,
      select: (response) => (response.status === 200 ? response.data : undefined),
    },
  });
  return user ? query.data : undefined;
}
