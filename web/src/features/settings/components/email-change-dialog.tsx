import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { showAlert } from '../../../components/alert/alert-store';
import { EmailField } from '../../../components/email-field/email-field';
import { isValidEmail } from '../../../lib/email';
import { sendEmailChangeCode, useConfirmEmailChange } from '../api/settings-api';
import { useAccountCode } from '../hooks/use-account-code';
import { CodeConfirmedChange } from './code-confirmed-change';

export type EmailChangeDialogProps = { open: boolean; currentEmail: string; onClose: () => void };

/** A new address takes effect only once the code mailed to it is entered. */
export function EmailChangeDialog({ open, currentEmail, onClose }: EmailChangeDialogProps) {
  const [email, setEmail] = useState('');
  const confirm = useConfirmEmailChange();
  const close = () => {
    setEmail('');
    onClose();
  };
  const flow = useAccountCode({
    send: () => sendEmailChangeCode(email.trim()),
    confirm: async (body) => {
      const settings = await confirm.mutateAsync(body);
      close();
      showAlert(200, `Почта изменена на ${settings.email}`);
    },
  });
  const same = email.trim().toLowerCase() === currentEmail;

  return (
    <CodeConfirmedChange
      open={open}
      title="Смена электронной почты"
      sendLabel="Отправить код"
      sendDisabled={!isValidEmail(email) || same}
      flow={flow}
      onClose={close}
    >
      <Typography level="body-md" sx={{ mb: 2 }}>
        Сейчас вы входите с адресом <strong>{currentEmail}</strong>. Мы отправим код на новый адрес: почта сменится, когда вы его введёте.
      </Typography>
      <EmailField value={email} onChange={setEmail} />
      {same ? (
        <Typography level="body-sm" sx={{ mt: 1 }}>
          Это ваш текущий адрес.
        </Typography>
      ) : null}
    </CodeConfirmedChange>
  );
}
