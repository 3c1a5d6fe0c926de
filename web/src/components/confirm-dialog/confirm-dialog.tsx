import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  /** «Удалить», «Снять с продажи». */
  confirmLabel: string;
  /** «Не удалять». */
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a step the coach cannot simply undo; the dangerous button is red. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={busy ? undefined : onClose}>
      <ModalDialog variant="outlined" role="alertdialog" sx={{ maxWidth: 440 }}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ overflowWrap: 'anywhere' }}>{text}</DialogContent>
        <DialogActions>
          <Button color="danger" loading={busy} onClick={onConfirm}>
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
