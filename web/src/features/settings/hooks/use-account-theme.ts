import { useColorScheme } from '@mui/joy/styles';
import { useEffect } from 'react';
import { useFullUser } from '../../auth/hooks/use-full-user';

const appliedKey = 'coach-account-theme';

/**
 * Applies the theme kept in the account when this device has not applied it yet, so a client
 * sees hers on every device; the header toggle still switches this device until the account's
 * theme changes again.
 */
export function useAccountTheme(): void {
  const theme = useFullUser()?.theme;
  const { setMode } = useColorScheme();
  useEffect(() => {
    if (!theme || localStorage.getItem(appliedKey) === theme) return;
    localStorage.setItem(appliedKey, theme);
    setMode(theme);
  }, [theme, setMode]);
}
