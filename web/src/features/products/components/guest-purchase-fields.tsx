import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';
import { PurchaseConsents } from '../../../components/consent-checkbox/purchase-consents';
import { EmailFieldView } from '../../../components/email-field/email-field-view';
import type { GuestFormErrors, GuestPurchaseForm } from '../utils/guest-purchase-form';

export type GuestPurchaseFieldsProps = {
  form: GuestPurchaseForm;
  errors: GuestFormErrors;
  onChange: (form: GuestPurchaseForm) => void;
  /** Enter in the address field sends the form. */
  onSubmit: () => void;
  disabled?: boolean;
};

/** What a guest gives to buy a product (spec 2.8): the address, its confirmation and the consents. */
export function GuestPurchaseFields({ form, errors, onChange, onSubmit, disabled }: GuestPurchaseFieldsProps) {
  const set = <K extends keyof GuestPurchaseForm>(field: K, value: GuestPurchaseForm[K]) => onChange({ ...form, [field]: value });
  return (
    <Stack spacing={1.5}>
      <EmailFieldView value={form.email} onChange={(email) => set('email', email)} error={errors.email} onEnter={onSubmit} disabled={disabled} />
      <FormControl error={Boolean(errors.emailConfirmed)} disabled={disabled}>
        <Checkbox
          size="sm"
          checked={form.emailConfirmed}
          onChange={(event) => set('emailConfirmed', event.target.checked)}
          label="Я подтверждаю, что адрес электронной почты указан верно"
          sx={{ alignItems: 'flex-start' }}
        />
        {errors.emailConfirmed && <FormHelperText>{errors.emailConfirmed}</FormHelperText>}
      </FormControl>
      <PurchaseConsents
        agreement={form.agreement}
        agreementError={errors.agreement}
        notification={form.notification}
        onChange={(consents) => onChange({ ...form, ...consents })}
        disabled={disabled}
      />
    </Stack>
  );
}
