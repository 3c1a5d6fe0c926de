import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { getCsrf, logout } from '../../../api/generated/hooks';
import { withoutErrorAlert } from '../../../lib/api-client';
import { forgetSessionUser } from '../utils/session-user';

/**
 * Arriving at the login screen ends any previous session and obtains a CSRF cookie (spec 4).
 * Returns a function that resolves once that is done, so a code is never requested (and a new
 * session never started) before the old session's logout has landed.
 */
export function usePrepareLoginSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const preparation = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    forgetSessionUser();
    queryClient.clear();
    preparation.current = logout(withoutErrorAlert)
      .catch(() => undefined)
      .then(() => getCsrf(withoutErrorAlert))
      .then(
        () => undefined,
        () => undefined,
      );
  }, [queryClient]);

  return useCallback(() => preparation.current, []);
}
