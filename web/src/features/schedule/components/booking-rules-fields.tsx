import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { daysWord, noticeText } from '../utils/schedule-draft';

export type BookingRules = { bookingWindowDays: number; minNoticeDays: number };

export type BookingRulesFieldsProps = BookingRules & { onChange: (rules: BookingRules) => void };

const wholeDays = (value: string, fallback: number) => {
  const days = Number.parseInt(value, 10);
  return Number.isNaN(days) ? fallback : Math.min(365, Math.max(1, days));
};

/** «Окно записи» (how far ahead) and «Минимальный срок» (calendar days before a session), in days. */
export function BookingRulesFields({ bookingWindowDays, minNoticeDays, onChange }: BookingRulesFieldsProps) {
  const noticeBeyondWindow = minNoticeDays > bookingWindowDays;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
      <FormControl sx={{ flex: 1 }}>
        <FormLabel>Окно записи, дней вперёд</FormLabel>
        <Input
          type="number"
          value={bookingWindowDays}
          slotProps={{ input: { min: 1, max: 365 } }}
          onChange={(event) => onChange({ bookingWindowDays: wholeDays(event.target.value, bookingWindowDays), minNoticeDays })}
        />
        <FormHelperText>
          Клиенты видят свободные дни на {bookingWindowDays} {daysWord(bookingWindowDays)} вперёд.
        </FormHelperText>
      </FormControl>
      <FormControl sx={{ flex: 1 }} error={noticeBeyondWindow}>
        <FormLabel>Минимальный срок записи, календарных дней</FormLabel>
        <Input
          type="number"
          value={minNoticeDays}
          slotProps={{ input: { min: 1, max: 365 } }}
          onChange={(event) => onChange({ bookingWindowDays, minNoticeDays: wholeDays(event.target.value, minNoticeDays) })}
        />
        <FormHelperText>
          {noticeBeyondWindow ? 'Срок больше окна записи: записаться будет некуда.' : `Запись ${noticeText(minNoticeDays)}.`}
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
