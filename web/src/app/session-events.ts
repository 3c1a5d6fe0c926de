import type { QueryClient } from '@tanstack/react-query';
import { getGetCurrentUserQueryKey } from '../api/generated/hooks';
import { paths } from '../config/paths';
import { authStore } from '../lib/auth-store';
import { loginPathFor } from '../features/auth/utils/login-path';
import { forgetSessionUser } from '../features/auth/utils/session-user';
import { onUnauthorized } from '../lib/api-events';
import type { AppRouter } from './router';

/**
 * Any 401 signs the user out and opens /login (spec 2.2, 8), with a redirect back to where the
 * session expired. Ignored when nobody is signed in here (e.g. a late answer after sign-out).
 */
export function connectUnauthorizedRedirect(router: AppRouter, queryClient: QueryClient): () => void {
  return onUnauthorized(() => {
    if (!authStore.getUser()) return;
    forgetSessionUser();
    queryClient.removeQueries({ queryKey: getGetCurrentUserQueryKey() });
    const { pathname, search, hash } = router.state.location;
    if (pathname === paths.login) return;
    void router.navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
  });
}
