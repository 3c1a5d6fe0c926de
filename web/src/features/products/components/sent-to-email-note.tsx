import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import { MailIcon } from '../../../components/icons/icons';

export type SentToEmailNoteProps = { email: string; onClose: () => void };

/** After a guest's free purchase: where the download link went (spec 2.8). */
export function SentToEmailNote({ email, onClose }: SentToEmailNoteProps) {
  return (
    <Modal open onClose={onClose}>
      <ModalDialog role="alertdialog" aria-labelledby="sent-to-email-title" sx={{ maxWidth: 420, width: 'calc(100% - 32px)' }}>
        <DialogTitle id="sent-to-email-title" component="h2">
          <MailIcon color="primary" />
          Проверьте почту
        </DialogTitle>
        <DialogContent>
          <Typography>Мы отправили ссылку для скачивания на вашу почту</Typography>
          <Typography level="title-md" sx={{ wordBreak: 'break-all' }}>
            {email}
          </Typography>
          <Typography level="body-sm">Если письма нет через несколько минут, загляните в папку «Спам».</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Хорошо</Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
