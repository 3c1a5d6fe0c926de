import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CodeField } from './code-field';
import { ResendTimer } from './resend-timer';

export type CodeDialogProps = {
  open: boolean;
  secondsLeft: number;
  onSubmitCode: (code: string) => void;
  onResend: () => void;
  /** The close icon: back to the e-mail form. */
  onClose: () => void;
  /** A failed code request (shown in the error area). */
  requestError?: string | null;
  /** A rejected code (shown in red under the field). */
  codeError?: string | null;
  checking?: boolean;
  resending?: boolean;
  /** What the letter may hold, shown under the title (the sign-in note). */
  note?: string;
};

/** The code dialog of spec 2.4: only the close icon closes it (no backdrop click, no Escape). */
export function CodeDialog({
  open,
  secondsLeft,
  onSubmitCode,
  onResend,
  onClose,
  requestError,
  codeError,
  checking,
  resending,
  note,
}: CodeDialogProps) {
  return (
    <Modal
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'closeClick') onClose();
      }}
    >
      <ModalDialog sx={{ width: 'calc(100% - 32px)', maxWidth: 400 }}>
        <ModalClose aria-label="Закрыть" />
        <DialogTitle sx={{ pr: 4 }}>Введите код, который отправлен вам на Email</DialogTitle>
        <DialogContent>
          <Stack gap={2} sx={{ pt: 1 }}>
            {note ? <Typography level="body-sm">{note}</Typography> : null}
            <Typography level="body-sm" color="danger" role="alert" sx={{ minHeight: '1.25rem' }}>
              {requestError ?? ''}
            </Typography>
            <CodeField onComplete={onSubmitCode} error={codeError} checking={checking} />
            <ResendTimer secondsLeft={secondsLeft} onResend={onResend} resending={resending} />
          </Stack>
        </DialogContent>
      </ModalDialog>
    </Modal>
  );
}
