import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import { type ReactNode, useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { User } from '../../api/generated/model';
import { isCabinetPath } from '../../config/paths';
import { MenuIcon } from '../icons/icons';
import { AccountActions } from './account-actions';
import { BrandLink } from './brand-link';
import { MainMenu } from './main-menu';
import { MenuDrawer } from './menu-drawer';
import { ThemeToggle } from './theme-toggle';

export type AppHeaderProps = {
  user: User | null;
  onSignOut: () => void;
  /** Builds the «Войти» target for the current location. */
  loginHrefFor: (currentPath: string) => string;
  /** The theme toggle was used. */
  onThemeChange?: (mode: 'light' | 'dark') => void;
  /** In the cabinet: its sections for the top of the narrow-screen menu; `close` closes the menu. */
  cabinetSections?: (close: () => void) => ReactNode;
};

/** The header of every page (spec 2.3). The menu is a drawer below the lg breakpoint. */
export function AppHeader({ user, onSignOut, loginHrefFor, onThemeChange, cabinetSections }: AppHeaderProps) {
  const location = useLocation();
  // The drawer belongs to the location it was opened at, so any route change closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const closeMenu = () => setMenuOpenedAt(null);
  const menuOpen = menuOpenedAt === location.key;
  const menuId = useId();

  return (
    <Sheet
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1100,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 1.5 },
        minHeight: 64,
        px: { xs: 1.5, md: 3 },
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <IconButton
        variant="outlined"
        color="neutral"
        aria-label="Открыть меню"
        aria-expanded={menuOpen}
        // The drawer is in the page only while open.
        aria-controls={menuOpen ? menuId : undefined}
        onClick={() => setMenuOpenedAt(location.key)}
        sx={{ display: { lg: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <BrandLink />
      <Box component="nav" aria-label="Основное меню" sx={{ display: { xs: 'none', lg: 'block' }, ml: 2 }}>
        <MainMenu />
      </Box>
      <Box sx={{ flex: 1 }} />
      <ThemeToggle onChange={onThemeChange} />
      <AccountActions
        user={user}
        inCabinet={isCabinetPath(location.pathname)}
        onSignOut={onSignOut}
        loginHref={loginHrefFor(`${location.pathname}${location.search}${location.hash}`)}
      />
      <MenuDrawer id={menuId} open={menuOpen} onClose={closeMenu} cabinetSections={cabinetSections?.(closeMenu)} />
    </Sheet>
  );
}
