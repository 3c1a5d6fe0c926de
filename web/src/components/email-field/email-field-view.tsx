import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export type EmailFieldViewProps = {
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the address (the form's own check), shown in place of the hint. */
  error?: string | undefined;
  /** «Электронная почта», or the form's own words («Ваша почта» where another address is asked too). */
  label?: string;
  /** What the address is for, while nothing is wrong with it. */
  hint?: string;
  /** Enter in the field sends the form. */
  onEnter?: () => void;
  disabled?: boolean;
};

/**
 * An e-mail address field with what its form says of it: an error (styled as one) or a hint. The
 * sign-in's `EmailField`, the product checkout and the gift form (spec 2.8) all show theirs so.
 */
export function EmailFieldView({ value, onChange, error, label = 'Электронная почта', hint, onEnter, disabled }: EmailFieldViewProps) {
  const helper = error ?? hint;
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormLabel>{label}</FormLabel>
      <Input
        type="email"
        name="email"
        autoComplete="email"
        placeholder="name@example.ru"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onEnter) onEnter();
        }}
        slotProps={{ input: { 'aria-invalid': error ? true : undefined, spellCheck: false } }}
      />
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
}
