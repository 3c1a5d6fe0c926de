import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import { EMAIL_REQUIRED_TEXT, isValidEmail } from '../../lib/email';

export type EmailFieldProps = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/** «Электронная почта» with the helper «Введите электронную почту» while the address is not valid. */
export function EmailField({ value, onChange, disabled }: EmailFieldProps) {
  const valid = isValidEmail(value);
  const showError = !valid && value.trim() !== '';
  return (
    <FormControl error={showError} disabled={disabled}>
      <FormLabel>Электронная почта</FormLabel>
      <Input
        type="email"
        name="email"
        autoComplete="email"
        placeholder="name@example.ru"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ input: { 'aria-invalid': showError || undefined, spellCheck: false } }}
      />
      {valid ? null : <FormHelperText>{EMAIL_REQUIRED_TEXT}</FormHelperText>}
    </FormControl>
  );
}
