import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getGetCurrentUserQueryKey, logout } from '../../../api/generated/hooks';
import { paths } from '../../../config/paths';
import { withoutErrorAlert } from '../../../lib/api-client';
import { forgetSessionUser } from '../utils/session-user';

/** Sign-out: forget the user here, end the server session, go to /login (which clears the rest). */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    forgetSessionUser();
    queryClient.removeQueries({ queryKey: getGetCurrentUserQueryKey() });
    logout(withoutErrorAlert).catch(() => undefined);
    void navigate(paths.login);
  }, [navigate, queryClient]);
}
