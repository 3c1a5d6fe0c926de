import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import type { ReactNode } from 'react';
import { CabinetNav } from './cabinet-nav';

export type CabinetLayoutProps = {
  isSuperuser: boolean;
  onSupport: () => void;
  children: ReactNode;
};

/**
 * The cabinet: a side rail from md up (spec 2.3, 2.5). On xs and sm the same sections are at the top
 * of the header's menu (see `SiteHeader`), so a phone has one menu, not two.
 */
export function CabinetLayout({ isSuperuser, onSupport, children }: CabinetLayoutProps) {
  return (
    <Box sx={{ display: 'flex', minHeight: { md: 'calc(100dvh - 105px)' } }}>
      <Sheet
        component="nav"
        aria-label="Разделы кабинета"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          width: 240,
          flexShrink: 0,
          py: 2,
          borderRight: '1px solid',
          borderColor: 'divider',
        }}
      >
        <CabinetNav isSuperuser={isSuperuser} onSupport={onSupport} />
      </Sheet>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
