import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export type DeleteContentDialogProps = {
  open: boolean;
  /** «Удалить статью?» */
  title: string;
  text: string;
  deleting?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an article or a newsletter is deleted: there is no way back. */
export function DeleteContentDialog({ open, title, text, deleting = false, onConfirm, onClose }: DeleteContentDialogProps) {
  return (
    <Modal open={open} onClose={deleting ? undefined : onClose}>
      <ModalDialog variant="outlined" role="alertdialog" sx={{ maxWidth: 440 }}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ overflowWrap: 'anywhere' }}>{text}</DialogContent>
        <DialogActions>
          <Button color="danger" loading={deleting} onClick={onConfirm}>
            Удалить
          </Button>
          <Button variant="plain" color="neutral" disabled={deleting} onClick={onClose}>
            Не удалять
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
