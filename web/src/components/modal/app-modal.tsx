import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import { useTheme } from '@mui/joy/styles';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';

export type AppModalProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Called by «Сохранить» (or the label given in `saveLabel`). */
  onSave?: () => void;
  /** Only «Отмена»: the save button is hidden. */
  closeOnly?: boolean;
  saveLabel?: string;
  cancelLabel?: string;
  saving?: boolean;
  saveDisabled?: boolean;
  maxWidth?: number;
};

/** The reusable modal of spec 2.11: full screen on xs and sm, else 300–800 px wide, 400 px high at least. */
export function AppModal({
  open,
  title,
  onClose,
  children,
  onSave,
  closeOnly = false,
  saveLabel = 'Сохранить',
  cancelLabel = 'Отмена',
  saving = false,
  saveDisabled = false,
  maxWidth = 800,
}: AppModalProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <Modal open={open} onClose={onClose}>
      <ModalDialog
        layout={fullScreen ? 'fullscreen' : 'center'}
        sx={fullScreen ? undefined : { width: '100%', maxWidth, minWidth: 300, minHeight: 400 }}
      >
        <ModalClose aria-label="Закрыть" />
        <DialogTitle sx={{ pr: 4 }}>{title}</DialogTitle>
        <Divider />
        <DialogContent sx={{ flex: 1 }}>{children}</DialogContent>
        <DialogActions>
          {closeOnly ? null : (
            <Button onClick={onSave} loading={saving} disabled={saveDisabled}>
              {saveLabel}
            </Button>
          )}
          <Button variant="plain" color="neutral" onClick={onClose}>
            {cancelLabel}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
