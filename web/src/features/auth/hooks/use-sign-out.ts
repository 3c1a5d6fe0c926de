import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getGetCurrentUserQueryKey } from '../../../api/generated/hooks';
import { paths } from '../../../config/paths';
import { endLoginSession } from '../api/end-login-session';
import { forgetSessionUser } from '../utils/session-user';

/** Sign-out: forget the user here, end the server session, go to /login (which clears the rest). */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    forgetSessionUser();
    queryClient.removeQueries({ queryKey: getGetCurrentUserQueryKey() });
    void endLoginSession();
    void navigate(paths.login);
  }, [navigate, queryClient]);
}
