import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import type { ReactNode } from 'react';

export type ConfirmActionDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  pending?: boolean;
  /** Why the server refused, shown in the dialog so she can decide again. */
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that cannot be undone, saying what will happen. */
export function ConfirmActionDialog({ open, title, children, confirmLabel, keepLabel, pending = false, error, onConfirm, onClose }: ConfirmActionDialogProps) {
  return (
    <Modal open={open} onClose={pending ? undefined : onClose}>
      <ModalDialog variant="outlined" role="alertdialog" sx={{ maxWidth: 480 }}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            {children}
            {error && <Alert color="danger">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="danger" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="plain" color="neutral" disabled={pending} onClick={onClose}>
            {keepLabel}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
