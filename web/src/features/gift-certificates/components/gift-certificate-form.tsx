import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ConsultationType } from '../../../api/generated/model';
import { PaymentConsentField } from '../../../components/checkout/consent-at-use';
import { PurchaseConsents } from '../../../components/consent-checkbox/purchase-consents';
import { CounterTextarea } from '../../../components/counter-textarea/counter-textarea';
import { EmailFieldView } from '../../../components/email-field/email-field-view';
import { PurchaseTerms } from '../../../components/purchase-terms/purchase-terms';
import { priceLabel } from '../../../lib/money';
import { monthCount } from '../../../lib/plural';
import { giftAmount, giftAmountMax, giftAmountMin, giftDeliveryMaxDaysAhead, giftMessageLimit, moscowDay, type GiftOrderErrors, type GiftOrderForm } from '../utils/gift-order';

export type GiftCertificateFormProps = {
  offers: ConsultationType[];
  form: GiftOrderForm;
  errors: GiftOrderErrors;
  guest: boolean;
  /** Ask her consent to the payment service (she has not given it yet). */
  paymentConsentAsked?: boolean;
  /** How many months a certificate bought now is valid (the coach's setting in «Практика»). */
  validityMonths: number;
  submitting: boolean;
  now: Date;
  onChange: (form: GiftOrderForm) => void;
  onSubmit: () => void;
};

const sessionsNote = (sessions: number) => (sessions > 1 ? `${sessions} сессий` : '1 сессия');

/** The certificate's order: what, for whom, the message, the day it is mailed, the guest's own address and consents. */
export function GiftCertificateForm({ offers, form, errors, guest, paymentConsentAsked = false, validityMonths, submitting, now, onChange, onSubmit }: GiftCertificateFormProps) {
  const set = <K extends keyof GiftOrderForm>(field: K, value: GiftOrderForm[K]) => onChange({ ...form, [field]: value });
  const chosen = offers.find((offer) => offer.id === form.typeId);
  const amount = form.typeId === 'amount' ? giftAmount(form) : null;
  const price = amount ?? chosen?.amount;
  const submitLabel = price === undefined ? 'Оплатить' : `Оплатить ${priceLabel(price)}`;
  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormControl error={Boolean(errors.typeId)} disabled={submitting}>
        <FormLabel id="gift-offer-label">Что подарить</FormLabel>
        <RadioGroup
          aria-labelledby="gift-offer-label"
          value={form.typeId === null ? '' : String(form.typeId)}
          onChange={(event) => set('typeId', event.target.value === 'amount' ? 'amount' : Number(event.target.value))}
        >
          {offers.map((offer) => (
            <Radio
              key={offer.id}
              value={String(offer.id)}
              variant="outlined"
              sx={{ p: 1.5, borderRadius: 'md', alignItems: 'flex-start', m: 0, mb: 1 }}
              slotProps={{ action: { sx: { borderRadius: 'md' } } }}
              label={
                <Stack>
                  <Typography fontWeight="lg">{offer.name}</Typography>
                  <Typography level="body-sm">
                    {sessionsNote(offer.sessions)} · {priceLabel(offer.amount)}
                  </Typography>
                </Stack>
              }
            />
          ))}
          <Radio
            value="amount"
            variant="outlined"
            sx={{ p: 1.5, borderRadius: 'md', alignItems: 'flex-start', m: 0, mb: 1 }}
            slotProps={{ action: { sx: { borderRadius: 'md' } } }}
            label={
              <Stack>
                <Typography fontWeight="lg">Сумма на сессии и пакеты</Typography>
                <Typography level="body-sm">{`от ${priceLabel(giftAmountMin)} до ${priceLabel(giftAmountMax)}: оплатит запись целиком или частично`}</Typography>
              </Stack>
            }
          />
        </RadioGroup>
        {errors.typeId && <FormHelperText>{errors.typeId}</FormHelperText>}
      </FormControl>
      {form.typeId === 'amount' && (
        <FormControl error={Boolean(errors.amount)} disabled={submitting}>
          <FormLabel>Сумма, ₽</FormLabel>
          <Input name="amount" inputMode="numeric" placeholder="5000" value={form.amount} onChange={(event) => set('amount', event.target.value.slice(0, 9))} />
          <FormHelperText>{errors.amount ?? 'Получатель запишется на сессию или пакет, и сумма оплатит их; если её не хватит, остальное — картой.'}</FormHelperText>
        </FormControl>
      )}
      <FormControl error={Boolean(errors.recipientName)} disabled={submitting}>
        <FormLabel>Имя получателя</FormLabel>
        <Input name="recipient_name" value={form.recipientName} onChange={(event) => set('recipientName', event.target.value.slice(0, 100))} />
        {errors.recipientName && <FormHelperText>{errors.recipientName}</FormHelperText>}
      </FormControl>
      <FormControl error={Boolean(errors.recipientEmail)} disabled={submitting}>
        <FormLabel>Почта получателя</FormLabel>
        <Input
          type="email"
          name="recipient_email"
          placeholder="name@example.ru"
          value={form.recipientEmail}
          onChange={(event) => set('recipientEmail', event.target.value)}
          slotProps={{ input: { spellCheck: false } }}
        />
        <FormHelperText>{errors.recipientEmail ?? 'На эту почту придёт письмо с сертификатом и кодом.'}</FormHelperText>
      </FormControl>
      <CounterTextarea label="Пожелание (необязательно)" value={form.message} onChange={(value) => set('message', value)} limit={giftMessageLimit} minRows={3} disabled={submitting} />
      <FormControl error={Boolean(errors.deliverOn)} disabled={submitting}>
        <FormLabel>Когда отправить</FormLabel>
        <Input
          type="date"
          name="deliver_on"
          value={form.deliverOn}
          onChange={(event) => set('deliverOn', event.target.value)}
          slotProps={{ input: { min: moscowDay(now), max: moscowDay(now, giftDeliveryMaxDaysAhead) } }}
        />
        <FormHelperText>{errors.deliverOn ?? `Письмо уйдёт утром этого дня (по Москве). Сертификат действует ${monthCount(validityMonths)} со дня покупки.`}</FormHelperText>
      </FormControl>
      {guest && (
        <Stack spacing={1.5}>
          <EmailFieldView
            value={form.email}
            onChange={(email) => set('email', email)}
            error={errors.email}
            label="Ваша почта"
            hint="Для чека и подтверждения оплаты."
            disabled={submitting}
          />
          <PurchaseConsents
            agreement={form.agreement}
            agreementError={errors.agreement}
            notification={form.notification}
            onChange={(consents) => onChange({ ...form, ...consents })}
            disabled={submitting}
          />
        </Stack>
      )}
      {paymentConsentAsked ? (
        <PaymentConsentField checked={form.paymentConsent} onChange={(checked) => onChange({ ...form, paymentConsent: checked })} error={errors.paymentConsent} disabled={submitting} />
      ) : null}
      <PurchaseTerms lead={`Нажимая «${submitLabel}»`} level="body-xs" />
      <Button type="submit" size="lg" loading={submitting} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
