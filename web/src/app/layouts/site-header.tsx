import { useLocation } from 'react-router';
import { AppHeader } from '../../components/layout/app-header';
import { isCabinetPath } from '../../config/paths';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { useUser } from '../../lib/auth-store';
import { loginPathFor } from '../../features/auth/utils/login-path';
import { CabinetNav } from '../../features/cabinet/components/cabinet-nav';
import { useSaveAccountTheme } from '../../features/settings/hooks/use-account-theme';
import { openSupportDialog } from '../../features/support/stores/support-dialog-store';

/** The header wired to the auth state; in the cabinet its narrow-screen menu carries the cabinet's sections. */
export function SiteHeader() {
  const user = useUser();
  const signOut = useSignOut();
  const saveTheme = useSaveAccountTheme();
  const { pathname } = useLocation();
  const cabinetSections =
    user && isCabinetPath(pathname)
      ? (close: () => void) => (
          <CabinetNav
            isSuperuser={user.is_superuser}
            onSupport={() => {
              close();
              openSupportDialog();
            }}
          />
        )
      : undefined;
  return <AppHeader user={user} onSignOut={signOut} loginHrefFor={loginPathFor} onThemeChange={saveTheme} cabinetSections={cabinetSections} />;
}
