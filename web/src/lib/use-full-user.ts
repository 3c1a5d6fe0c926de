import { useGetCurrentUser } from '../api/generated/hooks';
import type { UserFull } from '../api/generated/model';
import { useUser } from './auth-store';

/** The full user record (GET /api/user-me/), loaded once while someone is signed in. */
export function useFullUser(): UserFull | undefined {
  const user = useUser();
  const query = useGetCurrentUser({ query: { enabled: user !== null, staleTime: Infinity } });
  return user ? query.data : undefined;
}
