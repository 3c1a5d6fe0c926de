import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import { AppModal } from '../../../components/modal/app-modal';
import { formatMoscowDate } from '../../../lib/moscow-time';
import { DayTimesEditor } from './day-times-editor';

export type ScheduleExceptionDraft = { date: string; times: string[] };

export type ExceptionDialogProps = {
  open: boolean;
  /** The exception being changed; a new one when absent. */
  exception?: ScheduleExceptionDraft;
  /** The Moscow `YYYY-MM-DD` of today: an exception can be set from today on. */
  today: string;
  onSave: (exception: ScheduleExceptionDraft) => void;
  onClose: () => void;
};

/** «Особый день»: a date off, or a date with its own times instead of its weekday's. */
export function ExceptionDialog({ open, exception, today, onSave, onClose }: ExceptionDialogProps) {
  const [date, setDate] = useState(exception?.date ?? '');
  const [dayOff, setDayOff] = useState(exception ? exception.times.length === 0 : true);
  const [times, setTimes] = useState<string[]>(exception?.times ?? []);
  const pastDate = date !== '' && date < today;
  const invalid = date === '' || pastDate || (!dayOff && times.length === 0);

  return (
    <AppModal
      open={open}
      title={exception ? `Особый день ${formatMoscowDate(exception.date)}` : 'Новый особый день'}
      onClose={onClose}
      onSave={() => onSave({ date, times: dayOff ? [] : times })}
      saveLabel={exception ? 'Изменить в плане' : 'Добавить в план'}
      saveDisabled={invalid}
      maxWidth={520}
    >
      <Stack gap={2}>
        <FormControl error={pastDate} disabled={exception !== undefined}>
          <FormLabel>Дата</FormLabel>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} slotProps={{ input: { min: today } }} />
          <FormHelperText>
            {pastDate ? 'Этот день уже прошёл.' : 'В этот день вместо недельного плана действует то, что задано здесь, — после «Сохранить расписание».'}
          </FormHelperText>
        </FormControl>
        <Checkbox label="Выходной весь день" checked={dayOff} onChange={(event) => setDayOff(event.target.checked)} />
        {!dayOff && (
          <FormControl>
            <FormLabel>Время сессий в этот день (МСК)</FormLabel>
            <DayTimesEditor dayName={date ? formatMoscowDate(date) : 'особый день'} times={times} onChange={setTimes} />
            {times.length === 0 && <FormHelperText>Добавьте хотя бы одно время или отметьте выходной.</FormHelperText>}
          </FormControl>
        )}
      </Stack>
    </AppModal>
  );
}
