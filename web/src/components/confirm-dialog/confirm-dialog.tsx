import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import type { ReactNode } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  /** «Удалить», «Снять с продажи». */
  confirmLabel: string;
  /** «Не удалять». */
  cancelLabel: string;
  busy?: boolean;
  /** The confirming button's colour: red for a loss (the default), primary for a step that is only final, such as sending answers. */
  confirmColor?: 'danger' | 'primary';
  /** Why the server refused, shown in the dialog so she can decide again. */
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a step the coach cannot simply undo, saying what will happen; the dangerous button is red. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy = false, confirmColor = 'danger', error, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={busy ? undefined : onClose}>
      <ModalDialog variant="outlined" role="alertdialog" sx={{ maxWidth: 480 }}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ overflowWrap: 'anywhere' }}>
          <Stack spacing={1}>
            {children}
            {error && <Alert color="danger">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color={confirmColor} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="plain" color="neutral" disabled={busy} onClick={onClose}>
            {cancelLabel}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
