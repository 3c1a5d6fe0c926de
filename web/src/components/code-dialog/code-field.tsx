import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import { type ChangeEvent, useState } from 'react';
import { LOGIN_CODE_LENGTH } from '../../config/constants';

export type CodeFieldProps = {
  onComplete: (code: string) => void;
  error?: string | null;
  checking?: boolean;
};

const digitsOnly = /^\d*$/;

/** Digits only, at most five; the fifth digit submits the code and empties the field (spec 4, 5). */
export function CodeField({ onComplete, error, checking = false }: CodeFieldProps) {
  const [value, setValue] = useState('');

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    if (checking || !digitsOnly.test(next) || next.length > LOGIN_CODE_LENGTH) return;
    if (next.length === LOGIN_CODE_LENGTH) {
      setValue('');
      onComplete(next);
      return;
    }
    setValue(next);
  }

  return (
    <FormControl error={Boolean(error)}>
      <FormLabel>Код из письма</FormLabel>
      <Input
        autoFocus
        value={value}
        onChange={handleChange}
        placeholder="•••••"
        endDecorator={checking ? <CircularProgress size="sm" aria-label="Проверяем код" /> : null}
        slotProps={{
          input: {
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            maxLength: LOGIN_CODE_LENGTH,
            readOnly: checking,
            'aria-invalid': Boolean(error) || undefined,
            sx: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' },
          },
        }}
      />
      <FormHelperText role={error ? 'alert' : undefined}>{error ?? `Код из ${LOGIN_CODE_LENGTH} цифр`}</FormHelperText>
    </FormControl>
  );
}
