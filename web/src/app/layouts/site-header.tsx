import { AppHeader } from '../../components/layout/app-header';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { useUser } from '../../features/auth/stores/auth-store';
import { loginPathFor } from '../../features/auth/utils/login-path';
import { useSaveAccountTheme } from '../../features/settings/hooks/use-account-theme';

/** The header wired to the auth state. */
export function SiteHeader() {
  const user = useUser();
  const signOut = useSignOut();
  const saveTheme = useSaveAccountTheme();
  return <AppHeader user={user} onSignOut={signOut} loginHrefFor={loginPathFor} onThemeChange={saveTheme} />;
}
