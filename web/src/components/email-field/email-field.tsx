import { EMAIL_REQUIRED_TEXT, isValidEmail } from '../../lib/email';
import { EmailFieldView } from './email-field-view';

export type EmailFieldProps = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/** «Электронная почта» with the helper «Введите электронную почту» while the address is not valid (an error once something is typed). */
export function EmailField({ value, onChange, disabled }: EmailFieldProps) {
  const valid = isValidEmail(value);
  const showError = !valid && value.trim() !== '';
  return (
    <EmailFieldView
      value={value}
      onChange={onChange}
      error={showError ? EMAIL_REQUIRED_TEXT : undefined}
      hint={valid ? undefined : EMAIL_REQUIRED_TEXT}
      disabled={disabled}
    />
  );
}
