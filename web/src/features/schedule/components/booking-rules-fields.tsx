import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { daysWord, noticeHoursText } from '../utils/schedule-draft';

export type BookingRules = { bookingWindowDays: number; minNoticeDays: number; minNoticeHours: number | null; bufferMinutes: number };

export type BookingRulesFieldsProps = BookingRules & { onChange: (rules: Partial<BookingRules>) => void };

/** The number typed, within its bounds; `fallback` while the field holds no number. */
const wholeNumber = (value: string, fallback: number, min: number, max: number) => {
  const number = Number.parseInt(value, 10);
  return Number.isNaN(number) ? fallback : Math.min(max, Math.max(min, number));
};

/**
 * «Окно записи» (how far ahead, in days), «Минимальный срок» (hours before a session; empty keeps
 * the older rule in calendar days) and «Перерыв после сессии» (minutes kept free after each one).
 */
export function BookingRulesFields({ bookingWindowDays, minNoticeDays, minNoticeHours, bufferMinutes, onChange }: BookingRulesFieldsProps) {
  const noticeBeyondWindow = minNoticeHours === null ? minNoticeDays > bookingWindowDays : minNoticeHours > bookingWindowDays * 24;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} gap={2}>
      <FormControl sx={{ flex: 1 }}>
        <FormLabel>Окно записи, дней вперёд</FormLabel>
        <Input
          type="number"
          value={bookingWindowDays}
          slotProps={{ input: { min: 1, max: 365 } }}
          onChange={(event) => onChange({ bookingWindowDays: wholeNumber(event.target.value, bookingWindowDays, 1, 365) })}
        />
        <FormHelperText>
          Клиенты видят свободные дни на {bookingWindowDays} {daysWord(bookingWindowDays)} вперёд.
        </FormHelperText>
      </FormControl>
      <FormControl sx={{ flex: 1 }} error={noticeBeyondWindow}>
        <FormLabel>Минимальный срок записи, часов до начала</FormLabel>
        <Input
          type="number"
          value={minNoticeHours ?? ''}
          placeholder="по дням"
          slotProps={{ input: { min: 0, max: 720 } }}
          onChange={(event) =>
            onChange({ minNoticeHours: event.target.value.trim() === '' ? null : wholeNumber(event.target.value, minNoticeHours ?? 0, 0, 720) })
          }
        />
        <FormHelperText>{noticeBeyondWindow ? 'Срок больше окна записи: записаться будет некуда.' : noticeHoursText(minNoticeHours, minNoticeDays)}</FormHelperText>
      </FormControl>
      <FormControl sx={{ flex: 1 }}>
        <FormLabel>Перерыв после сессии, минут</FormLabel>
        <Input
          type="number"
          value={bufferMinutes}
          slotProps={{ input: { min: 0, max: 240, step: 5 } }}
          onChange={(event) => onChange({ bufferMinutes: wholeNumber(event.target.value, bufferMinutes, 0, 240) })}
        />
        <FormHelperText>
          {bufferMinutes === 0
            ? 'Без перерыва: следующая сессия может начаться сразу после предыдущей.'
            : `После каждой сессии ${bufferMinutes} мин. остаются свободными: время вплотную к записанной сессии клиентам не предлагается.`}
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
