import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import { TEXT_COUNTER_LIMIT } from '../../config/constants';

export type CounterTextareaProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  limit?: number;
  minRows?: number;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** A multi-line field with the «n/3000» counter of spec 9. */
export function CounterTextarea({
  label,
  value,
  onChange,
  limit = TEXT_COUNTER_LIMIT,
  minRows = 10,
  disabled,
  autoFocus,
}: CounterTextareaProps) {
  return (
    <FormControl disabled={disabled}>
      <FormLabel>{label}</FormLabel>
      <Textarea
        autoFocus={autoFocus}
        minRows={minRows}
        maxRows={20}
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, limit))}
        slotProps={{ textarea: { maxLength: limit } }}
      />
      <FormHelperText sx={{ justifyContent: 'flex-end' }}>
        {value.length}/{limit}
      </FormHelperText>
    </FormControl>
  );
}
