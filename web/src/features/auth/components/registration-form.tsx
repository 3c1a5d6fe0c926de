import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { type FormEvent, useState } from 'react';
import { paths } from '../../../config/paths';
import { isValidEmail } from '../../../lib/email';
import { ConsentCheckbox } from '../../../components/consent-checkbox/consent-checkbox';
import { EmailField } from '../../../components/email-field/email-field';

/** `mailConsent`: the mail service's consent, ticked when the form asked it. */
export type RegistrationValues = { email: string; notification: boolean; mailConsent: boolean };

export type RegistrationFormProps = {
  onSubmit: (values: RegistrationValues) => void;
  defaultEmail?: string;
  defaultAgreement?: boolean;
  defaultNotification?: boolean;
  /** The mail service the codes go out through (its name), whose consent registering needs; null: none is used. */
  mailService?: string | null;
  disabled?: boolean;
};

/**
 * Registration: the personal-data consent is required, the advertising consent optional (spec 5),
 * and, while the codes go out through a mail service, the consent to pass the address to it (156-FZ).
 */
export function RegistrationForm({
  onSubmit,
  defaultEmail = '',
  defaultAgreement = false,
  defaultNotification = false,
  mailService = null,
  disabled = false,
}: RegistrationFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [agreement, setAgreement] = useState(defaultAgreement);
  const [notification, setNotification] = useState(defaultNotification);
  const [mailConsent, setMailConsent] = useState(false);
  const canSubmit = isValidEmail(email) && agreement && (mailService === null || mailConsent) && !disabled;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSubmit) onSubmit({ email: email.trim(), notification, mailConsent: mailService !== null && mailConsent });
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Регистрация" style={{ width: 350, maxWidth: '100%' }}>
      <Stack gap={2}>
        <Typography level="body-md">Введите вашу почту для регистрации</Typography>
        <EmailField value={email} onChange={setEmail} disabled={disabled} />
        <ConsentCheckbox
          checked={agreement}
          onChange={setAgreement}
          disabled={disabled}
          prefix="Даю "
          linkText="согласие на обработку персональных данных"
          to={paths.userPersonalData}
          suffix=" (обязательно)"
        />
        {mailService !== null && (
          <ConsentCheckbox
            checked={mailConsent}
            onChange={setMailConsent}
            disabled={disabled}
            prefix="Даю "
            linkText="согласие на передачу адреса почты почтовому сервису"
            to={paths.userMailService}
            suffix={` «${mailService}», через который приходят коды входа (обязательно)`}
          />
        )}
        <ConsentCheckbox
          checked={notification}
          onChange={setNotification}
          disabled={disabled}
          prefix="Даю "
          linkText="согласие на получение рекламной рассылки"
          to={paths.userNotification}
          suffix=" (по желанию)"
        />
        <Button type="submit" disabled={!canSubmit}>
          Продолжить
        </Button>
      </Stack>
    </form>
  );
}
