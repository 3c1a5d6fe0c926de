import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import type { Consultation } from '../../../api/generated/model';
import { CLIENT_NOTICE_TEXT } from '../../../config/constants';
import { sessionMomentInText, useClientTimeZone } from '../../../lib/client-time';

export type CancelConsultationDialogProps = {
  consultation: Consultation | null;
  cancelling?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** What a cancellation in time does with what she paid (the offer's section 8 says the same). */
export function cancellationOutcome(consultation: Consultation): string {
  if (consultation.awaiting_payment) return 'Бронь снимется; деньги за неё не списывались.';
  if (consultation.is_paid) {
    return 'Оплаченная сессия вернётся на ваш счёт: её можно записать на другое время. Если вместо этого нужны деньги, напишите коучу: неиспользованные сессии возвращаются деньгами.';
  }
  return '';
}

/** Asks before a session is cancelled; the server refuses a client within `CLIENT_NOTICE_HOURS` of the start. */
export function CancelConsultationDialog({ consultation, cancelling = false, onConfirm, onClose }: CancelConsultationDialogProps) {
  const zone = useClientTimeZone();
  return (
    <Modal open={consultation !== null} onClose={cancelling ? undefined : onClose}>
      <ModalDialog variant="outlined" role="alertdialog" sx={{ maxWidth: 440 }}>
        <DialogTitle>Отменить сессию?</DialogTitle>
        <DialogContent>
          <p>
            {consultation ? `Сессия ${sessionMomentInText(consultation.date, zone)} будет отменена, а дата снова станет свободной. ` : ''}
            Отменить сессию можно не позднее чем за {CLIENT_NOTICE_TEXT} до начала.
          </p>
          {consultation && cancellationOutcome(consultation) ? <p>{cancellationOutcome(consultation)}</p> : null}
        </DialogContent>
        <DialogActions>
          <Button color="danger" loading={cancelling} onClick={onConfirm}>
            Отменить сессию
          </Button>
          <Button variant="plain" color="neutral" disabled={cancelling} onClick={onClose}>
            Не отменять
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
