import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export type ContentScheduleFieldsProps = {
  dateLabel: string;
  timeLabel: string;
  onlyDate: string;
  onlyTime: string;
  onDateChange: (value: string) => void;
  onTimeChange: (value: string) => void;
  dateError?: string;
  timeError?: string;
  dateId?: string;
  timeId?: string;
  disabled?: boolean;
};

/** The send date and time of spec 2.9, entered on a Moscow clock (spec 5: sent as UTC). */
export function ContentScheduleFields({
  dateLabel,
  timeLabel,
  onlyDate,
  onlyTime,
  onDateChange,
  onTimeChange,
  dateError,
  timeError,
  dateId,
  timeId,
  disabled = false,
}: ContentScheduleFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
      <FormControl id={dateId} required error={Boolean(dateError)} disabled={disabled} sx={{ flex: 1 }}>
        <FormLabel>{dateLabel}</FormLabel>
        <Input type="date" value={onlyDate} onChange={(event) => onDateChange(event.target.value)} />
        <FormHelperText>{dateError ?? 'По московскому времени'}</FormHelperText>
      </FormControl>
      <FormControl id={timeId} required error={Boolean(timeError)} disabled={disabled} sx={{ flex: 1 }}>
        <FormLabel>{timeLabel}</FormLabel>
        <Input type="time" value={onlyTime} onChange={(event) => onTimeChange(event.target.value)} />
        <FormHelperText>{timeError ?? 'Часы и минуты, МСК'}</FormHelperText>
      </FormControl>
    </Stack>
  );
}
