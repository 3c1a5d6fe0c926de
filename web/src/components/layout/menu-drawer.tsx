import Box from '@mui/joy/Box';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { MainMenu } from './main-menu';

export type MenuDrawerProps = {
  /** The drawer's id, for the menu button's aria-controls. */
  id?: string;
  open: boolean;
  onClose: () => void;
  /** The cabinet's sections, shown first when she is in the cabinet. */
  cabinetSections?: ReactNode;
};

/** The header menu on narrow screens: the one menu of a phone, in the cabinet too. */
export function MenuDrawer({ id, open, onClose, cabinetSections }: MenuDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} size="sm" slotProps={{ content: { id } }}>
      <ModalClose aria-label="Закрыть меню" />
      <DialogTitle>Меню</DialogTitle>
      {cabinetSections ? (
        <>
          <Box component="nav" aria-labelledby="menu-cabinet-heading" sx={{ display: 'flex', flexDirection: 'column', py: 1 }}>
            <Typography id="menu-cabinet-heading" level="title-sm" sx={{ px: 2.5, pb: 0.5 }}>
              Личный кабинет
            </Typography>
            {cabinetSections}
          </Box>
          <Divider />
        </>
      ) : null}
      <Box component="nav" aria-label="Основное меню" sx={{ px: 1.5, py: 1 }}>
        {cabinetSections ? (
          <Typography level="title-sm" sx={{ px: 1, pb: 0.5 }}>
            Сайт
          </Typography>
        ) : null}
        <MainMenu orientation="vertical" onItemSelect={onClose} />
      </Box>
    </Drawer>
  );
}
