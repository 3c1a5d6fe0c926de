import { useColorScheme } from '@mui/joy/styles';
import { useEffect } from 'react';
import type { ColorTheme } from '../../../api/generated/model';
import { useFullUser } from '../../../lib/use-full-user';
import { useUpdateProfile } from '../api/settings-api';

const appliedKey = 'coach-account-theme';

/** This device already shows `theme`: the account's value need not be applied again here. */
export function rememberAppliedTheme(theme: ColorTheme): void {
  localStorage.setItem(appliedKey, theme);
}

/**
 * Applies the theme kept in the account when this device has not applied it yet, so a client
 * sees hers on every device (the header toggle saves to the account, see below).
 */
export function useAccountTheme(): void {
  const theme = useFullUser()?.theme;
  const { setMode } = useColorScheme();
  useEffect(() => {
    if (!theme || localStorage.getItem(appliedKey) === theme) return;
    rememberAppliedTheme(theme);
    setMode(theme);
  }, [theme, setMode]);
}

/** Keeps a theme chosen with the header toggle in the signed-in client's account; nothing for a guest. */
export function useSaveAccountTheme(): ((theme: ColorTheme) => void) | undefined {
  const user = useFullUser();
  const save = useUpdateProfile();
  if (!user) return undefined;
  return (theme) => {
    rememberAppliedTheme(theme);
    save.mutate({ theme });
  };
}
