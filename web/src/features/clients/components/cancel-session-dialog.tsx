import Typography from '@mui/joy/Typography';
import type { ClientSession } from '../../../api/generated/model';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';

type CancelSessionDialogProps = {
  session: ClientSession | null;
  pending?: boolean;
  error?: string;
  onConfirm: (session: ClientSession) => void;
  onClose: () => void;
};

/** Confirms the coach's cancellation of a client's session (she may cancel at any time). */
export function CancelSessionDialog({ session, pending, error, onConfirm, onClose }: CancelSessionDialogProps) {
  return (
    <ConfirmDialog
      open={session !== null}
      title="Отменить сессию?"
      confirmLabel="Отменить сессию"
      cancelLabel="Не отменять"
      busy={pending}
      error={error}
      onConfirm={() => session && onConfirm(session)}
      onClose={onClose}
    >
      {session && (
        <Typography>
          Сессия {formatMoscowDateTime(session.start)} (МСК) будет отменена, время снова станет свободным. Оплата сохранится за клиентом: она
          сможет записаться на другое время. Чтобы вернуть деньги, используйте «Вернуть деньги» у покупки.
        </Typography>
      )}
    </ConfirmDialog>
  );
}
