import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { Consultation, ConsultationDay } from '../../../api/generated/model';
import { AppModal } from '../../../components/modal/app-modal';
import { CLIENT_NOTICE_TEXT } from '../../../config/constants';
import { formatMoscowDate } from '../../../lib/moscow-time';
import { sessionMomentInText, useClientTimeZone } from '../../../lib/client-time';
import { SlotTimeField, useDaySlot } from './slot-time-field';

export type RescheduleDialogProps = {
  /** The session being moved. */
  consultation: Consultation | null;
  /** The free day picked in the calendar's move mode. */
  day: ConsultationDay | null;
  moving?: boolean;
  /** The new start, as the slot's ISO instant. */
  onConfirm: (slotStart: string) => void;
  onClose: () => void;
};

/**
 * «Перенос сессии»: the new day's time (the first preselected) and «Перенести». Mount it with
 * `key={day.date}` so the choice starts over for every day.
 */
export function RescheduleDialog({ consultation, day, moving = false, onConfirm, onClose }: RescheduleDialogProps) {
  const daySlot = useDaySlot(day);
  const { slot } = daySlot;
  const zone = useClientTimeZone();

  return (
    <AppModal
      open={consultation !== null && day !== null}
      maxWidth={500}
      title={day ? `Перенос сессии на ${formatMoscowDate(day.date)}` : 'Перенос сессии'}
      onClose={onClose}
      saveLabel="Перенести"
      saving={moving}
      saveDisabled={!slot}
      onSave={() => {
        if (slot) onConfirm(slot.start);
      }}
    >
      <Stack gap={2.5} sx={{ pt: 1 }}>
        {consultation ? (
          <Typography level="body-md">
            Сессия {sessionMomentInText(consultation.date, zone)} переедет на новое время; оплата или сессия пакета переходят вместе с ней, а
            прежняя дата освободится.
          </Typography>
        ) : null}
        <SlotTimeField label="Новое время (московское)" daySlot={daySlot} />
        <Typography level="body-sm" textColor="text.tertiary">
          Перенести сессию можно не позднее чем за {CLIENT_NOTICE_TEXT} до начала. Приглашение в календаре обновится само.
        </Typography>
      </Stack>
    </AppModal>
  );
}
