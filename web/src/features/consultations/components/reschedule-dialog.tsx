import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { Consultation, ConsultationDay } from '../../../api/generated/model';
import { AppModal } from '../../../components/modal/app-modal';
import { formatMoscowDate, formatMoscowDateTime } from '../utils/moscow-time';

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
  const [slotStart, setSlotStart] = useState<string | null>(null);
  const times = day?.times ?? [];
  const slot = times.find((time) => time.start === slotStart) ?? times[0];

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
            Сессия {formatMoscowDateTime(consultation.date)} (время московское) переедет на новое время; оплата или сессия пакета переходят вместе с ней, а
            прежняя дата освободится.
          </Typography>
        ) : null}
        <FormControl>
          <FormLabel>Новое время (московское)</FormLabel>
          <Select value={slot?.start ?? null} onChange={(_event, value) => setSlotStart(value)} disabled={times.length === 0}>
            {times.map((time) => (
              <Option key={time.start} value={time.start}>
                {time.value}
              </Option>
            ))}
          </Select>
        </FormControl>
        <Typography level="body-sm" textColor="text.tertiary">
          Перенести сессию можно не позднее чем за 24 часа до начала. Приглашение в календаре обновится само.
        </Typography>
      </Stack>
    </AppModal>
  );
}
