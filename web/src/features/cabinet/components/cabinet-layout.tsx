import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../../components/icons/icons';
import { CabinetNav } from './cabinet-nav';

export type CabinetLayoutProps = {
  isSuperuser: boolean;
  onSupport: () => void;
  children: ReactNode;
};

/** The cabinet: a side rail from md up, a drawer on xs and sm (spec 2.3, 2.5). */
export function CabinetLayout({ isSuperuser, onSupport, children }: CabinetLayoutProps) {
  const location = useLocation();
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const closeDrawer = () => setDrawerOpenedAt(null);

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
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: { xs: 'block', md: 'none' }, px: 2, pt: 2 }}>
          <Button
            variant="outlined"
            color="neutral"
            startDecorator={<MenuIcon />}
            onClick={() => setDrawerOpenedAt(location.key)}
          >
            Разделы кабинета
          </Button>
        </Box>
        {children}
      </Box>
      <Drawer open={drawerOpenedAt === location.key} onClose={closeDrawer} size="sm">
        <ModalClose aria-label="Закрыть" />
        <DialogTitle>Личный кабинет</DialogTitle>
        <Box component="nav" aria-label="Разделы кабинета" sx={{ display: 'flex', flex: 1, py: 1 }}>
          <CabinetNav
            isSuperuser={isSuperuser}
            onSupport={() => {
              closeDrawer();
              onSupport();
            }}
          />
        </Box>
      </Drawer>
    </Box>
  );
}
