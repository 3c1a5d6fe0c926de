import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductType } from '../../../api/generated/model';
import { AppModal } from '../../../components/modal/app-modal';
import { priceLabel } from '../../../lib/money';
import { ConsentCheckbox } from '../../auth/components/consent-checkbox';
import { validateGuestForm, type GuestFormErrors, type GuestPurchaseForm } from '../utils/guest-purchase-form';

export type ProductPurchaseDialogProps = {
  product: ProductType;
  /** A guest fills in the form; a signed-in client skips it (spec 2.8). */
  guest: boolean;
  submitting?: boolean;
  onSubmit: (guestForm: GuestPurchaseForm | undefined) => void;
  onClose: () => void;
};

const legalLinks = [
  ['/user-offer', 'Публичная оферта'],
  ['/user-personal-data', 'Согласие на обработку персональных данных'],
  ['/user-notification', 'Согласие на рассылку'],
  ['/user-notification-personal-data', 'Уведомление об обработке персональных данных'],
] as const;

/** The purchase dialog of spec 2.8 for a digital product. */
export function ProductPurchaseDialog({ product, guest, submitting = false, onSubmit, onClose }: ProductPurchaseDialogProps) {
  const [form, setForm] = useState<GuestPurchaseForm>({ email: '', emailConfirmed: false, agreement: false, notification: false });
  const [errors, setErrors] = useState<GuestFormErrors>({});
  const free = product.amount === 0;
  const set = <K extends keyof GuestPurchaseForm>(field: K, value: GuestPurchaseForm[K]) => setForm((current) => ({ ...current, [field]: value }));

  const submit = () => {
    if (!guest) return onSubmit(undefined);
    const found = validateGuestForm(form);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(form);
  };

  return (
    <AppModal
      open
      maxWidth={500}
      title={product.name}
      onClose={onClose}
      onSave={submit}
      saving={submitting}
      saveLabel={free ? 'Получить БЕСПЛАТНО' : 'Купить'}
      cancelLabel="Закрыть"
    >
      <Stack spacing={2}>
        <Typography level="title-lg">{priceLabel(product.amount)}</Typography>
        {guest && (
          <Stack spacing={1.5}>
            <FormControl error={Boolean(errors.email)}>
              <FormLabel>Электронная почта</FormLabel>
              <Input type="email" autoComplete="email" value={form.email} onChange={(event) => set('email', event.target.value)} />
              {errors.email && <FormHelperText>{errors.email}</FormHelperText>}
            </FormControl>
            <FormControl error={Boolean(errors.emailConfirmed)}>
              <Checkbox
                size="sm"
                checked={form.emailConfirmed}
                onChange={(event) => set('emailConfirmed', event.target.checked)}
                label="Я подтверждаю, что адрес электронной почты указан верно"
              />
              {errors.emailConfirmed && <FormHelperText>{errors.emailConfirmed}</FormHelperText>}
            </FormControl>
            <FormControl error={Boolean(errors.agreement)}>
              <ConsentCheckbox
                checked={form.agreement}
                onChange={(checked) => set('agreement', checked)}
                prefix="Я даю "
                linkText="согласие на обработку персональных данных"
                to="/user-personal-data"
              />
              {errors.agreement && <FormHelperText>{errors.agreement}</FormHelperText>}
            </FormControl>
            <ConsentCheckbox
              checked={form.notification}
              onChange={(checked) => set('notification', checked)}
              prefix="Я согласна(ен) получать "
              linkText="рассылку"
              to="/user-notification"
              suffix=" (необязательно)"
            />
          </Stack>
        )}
        <Stack spacing={0.5}>
          {legalLinks.map(([to, label]) => (
            <Link key={to} component={RouterLink} to={to} target="_blank" rel="noopener" level="body-sm">
              {label}
            </Link>
          ))}
        </Stack>
      </Stack>
    </AppModal>
  );
}
