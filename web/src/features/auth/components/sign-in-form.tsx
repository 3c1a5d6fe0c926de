import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { type FormEvent, useState } from 'react';
import { isValidEmail } from '../../../lib/email';
import { EmailField } from '../../../components/email-field/email-field';

export type SignInFormProps = {
  onSubmit: (email: string) => void;
  defaultEmail?: string;
  disabled?: boolean;
};

export function SignInForm({ onSubmit, defaultEmail = '', disabled = false }: SignInFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const canSubmit = isValidEmail(email) && !disabled;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSubmit) onSubmit(email.trim());
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Вход" style={{ width: 350, maxWidth: '100%' }}>
      <Stack gap={2}>
        <Typography level="body-md">Введите вашу почту для входа</Typography>
        <EmailField value={email} onChange={setEmail} disabled={disabled} />
        <Button type="submit" disabled={!canSubmit}>
          Продолжить
        </Button>
      </Stack>
    </form>
  );
}
