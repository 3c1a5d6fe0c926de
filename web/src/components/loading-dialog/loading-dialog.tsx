import CircularProgress from '@mui/joy/CircularProgress';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export type LoadingDialogProps = { open: boolean; text?: string };

/** A blocking dialog while data is sent or loaded; it cannot be closed by the user. */
export function LoadingDialog({ open, text = 'Идет загрузка данных...' }: LoadingDialogProps) {
  return (
    <Modal open={open}>
      <ModalDialog aria-busy="true" sx={{ alignItems: 'center', minWidth: 280 }}>
        <DialogTitle>{text}</DialogTitle>
        <DialogContent sx={{ alignItems: 'center', py: 1 }}>
          <CircularProgress aria-label={text} />
        </DialogContent>
      </ModalDialog>
    </Modal>
  );
}
