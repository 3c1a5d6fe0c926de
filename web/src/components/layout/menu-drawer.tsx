import Box from '@mui/joy/Box';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import { MainMenu } from './main-menu';

export type MenuDrawerProps = { open: boolean; onClose: () => void };

/** The header menu on narrow screens. */
export function MenuDrawer({ open, onClose }: MenuDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} size="sm">
      <ModalClose aria-label="Закрыть меню" />
      <DialogTitle>Меню</DialogTitle>
      <Box component="nav" aria-label="Основное меню" sx={{ px: 1.5, py: 1 }}>
        <MainMenu orientation="vertical" onItemSelect={onClose} />
      </Box>
    </Drawer>
  );
}
