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
  required?: boolean;
  /** A validation message shown under the field, which is then marked invalid. */
  error?: string;
  /**
   * Cut the text at the limit as it is typed (default). Off, a longer text stays whole and the
   * counter turns red, so a saved text over the limit is not cut behind the author's back.
   */
  enforceLimit?: boolean;
  /** The textarea's id (so a form can move focus to it). */
  id?: string;
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
  required,
  error,
  enforceLimit = true,
  id,
}: CounterTextareaProps) {
  return (
    <FormControl id={id} disabled={disabled} required={required} error={Boolean(error)}>
      <FormLabel>{label}</FormLabel>
      <Textarea
        autoFocus={autoFocus}
        minRows={minRows}
        maxRows={20}
        value={value}
        onChange={(event) => onChange(enforceLimit ? event.target.value.slice(0, limit) : event.target.value)}
        slotProps={{ textarea: enforceLimit ? { maxLength: limit } : {} }}
      />
      <FormHelperText sx={{ justifyContent: error ? 'space-between' : 'flex-end', gap: 2 }}>
        {error ? <span>{error}</span> : null}
        <span style={value.length > limit ? { color: 'var(--joy-palette-danger-plainColor)' } : undefined}>
          {value.length}/{limit}
        </span>
      </FormHelperText>
    </FormControl>
  );
}
