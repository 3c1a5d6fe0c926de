import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { getCsrf } from '../../../api/generated/hooks';
import { withoutErrorAlert } from '../../../lib/api-client';
import { loginSessionEnded } from '../api/end-login-session';

/**
 * Arriving at the login screen (a guest's screen: `guestOnlyLoader` sends a known session on)
 * drops what the previous user of this tab left in the query cache and obtains a CSRF cookie. It
 * never ends a session: /login opened in a new tab must not sign her out; only «Выйти» does
 * (`useSignOut`). Returns a function that resolves once the cookie is there, so a code is never
 * requested before it (nor before this tab's own sign-out has landed).
 */
export function usePrepareLoginSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const preparation = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    queryClient.clear();
    preparation.current = loginSessionEnded()
      .then(() => getCsrf(withoutErrorAlert))
      .then(
        () => undefined,
        () => undefined,
      );
  }, [queryClient]);

  return useCallback(() => preparation.current, []);
}
