import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import type { PracticeDetails, PracticeDetailsInput } from '../../../api/generated/model';
import { practiceFieldLabels, taxStatusLabels, taxSystemLabels, type PracticeField } from '../utils/practice-fields';
import { formOf, giftCertificateValidityBounds as validityBounds, validatePracticeForm, type PracticeFormErrors } from '../utils/practice-form';

export type PracticeFormProps = {
  details: PracticeDetails;
  saving?: boolean;
  /** The server's refusal (e.g. a wrong ИНН check digit), in Russian. */
  saveError?: string;
  saved?: boolean;
  onSave: (input: PracticeDetailsInput) => void;
};

type TextField = Exclude<PracticeField, 'tax_status' | 'tax_system' | 'gift_certificate_validity_months'>;

const hints: Partial<Record<TextField, string>> = {
  coach_name_genitive: 'Например: «Анны Смирновой».',
  inn: '10 или 12 цифр; контрольные цифры проверяются при сохранении.',
  ogrnip: 'Только для ИП: 15 цифр.',
  phone: 'Можно оставить пустым.',
  operator_registry_number: 'Из реестра Роскомнадзора; указывается в политике обработки данных.',
};

const groups: { title: string; fields: TextField[] }[] = [
  { title: 'Коуч', fields: ['coach_name', 'coach_name_genitive'] },
  { title: 'Продавец в оферте', fields: ['legal_name', 'inn', 'ogrnip', 'postal_address'] },
  { title: 'Контакты', fields: ['email', 'phone', 'support_email', 'site', 'telegram_url', 'vk_url'] },
  { title: 'Оператор персональных данных', fields: ['operator_registry_number'] },
];

/** «Практика»: the practice's own details, used in the footer, the offer, the policies and the mail. */
export function PracticeForm({ details, saving = false, saveError, saved = false, onSave }: PracticeFormProps) {
  const [form, setForm] = useState<PracticeDetailsInput>(() => formOf(details));
  const [errors, setErrors] = useState<PracticeFormErrors>({});
  const set = (field: PracticeField, value: string | number | null) => setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePracticeForm(form);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    onSave(result.input);
  };

  const field = (name: TextField) => (
    <Grid key={name} xs={12} sm={name === 'postal_address' ? 12 : 6}>
      <FormControl error={Boolean(errors[name])}>
        <FormLabel>{practiceFieldLabels[name]}</FormLabel>
        <Input value={form[name] ?? ''} onChange={(changed) => set(name, changed.target.value)} />
        {(errors[name] ?? hints[name]) && <FormHelperText>{errors[name] ?? hints[name]}</FormHelperText>}
      </FormControl>
    </Grid>
  );

  return (
    <Stack component="form" noValidate aria-label="Сведения о практике" spacing={3} onSubmit={submit} sx={{ maxWidth: 880 }}>
      {groups.map((group) => (
        <Stack key={group.title} component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" level="title-lg" sx={{ mb: 1 }}>
            {group.title}
          </Typography>
          <Grid container spacing={2}>
            {group.title === 'Продавец в оферте' && (
              <Grid xs={12} sm={6}>
                <FormControl>
                  <FormLabel id="tax-status-label">{practiceFieldLabels.tax_status}</FormLabel>
                  <Select
                    value={form.tax_status}
                    onChange={(_event, value) => value && set('tax_status', value)}
                    slotProps={{ button: { 'aria-labelledby': 'tax-status-label' } }}
                  >
                    {Object.entries(taxStatusLabels).map(([status, label]) => (
                      <Option key={status} value={status}>
                        {label}
                      </Option>
                    ))}
                  </Select>
                </FormControl>
              </Grid>
            )}
            {group.title === 'Продавец в оферте' && form.tax_status === 'sole_proprietor' && (
              <Grid xs={12} sm={6}>
                <FormControl error={Boolean(errors.tax_system)}>
                  <FormLabel id="tax-system-label">{practiceFieldLabels.tax_system}</FormLabel>
                  <Select
                    value={form.tax_system ?? null}
                    placeholder="Выберите"
                    onChange={(_event, value) => set('tax_system', value)}
                    slotProps={{ button: { 'aria-labelledby': 'tax-system-label' } }}
                  >
                    {Object.entries(taxSystemLabels).map(([system, label]) => (
                      <Option key={system} value={system}>
                        {label}
                      </Option>
                    ))}
                  </Select>
                  <FormHelperText>{errors.tax_system ?? 'Печатается в чеках и определяет НДС в них.'}</FormHelperText>
                </FormControl>
              </Grid>
            )}
            {group.fields.map(field)}
          </Grid>
        </Stack>
      ))}
      <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" level="title-lg" sx={{ mb: 1 }}>
          Подарочные сертификаты
        </Typography>
        <Grid container spacing={2}>
          <Grid xs={12} sm={6}>
            <FormControl error={Boolean(errors.gift_certificate_validity_months)}>
              <FormLabel>{practiceFieldLabels.gift_certificate_validity_months}</FormLabel>
              <Input
                type="number"
                name="gift_certificate_validity_months"
                value={Number.isNaN(form.gift_certificate_validity_months) ? '' : (form.gift_certificate_validity_months ?? '')}
                onChange={(changed) => set('gift_certificate_validity_months', changed.target.value === '' ? Number.NaN : Number(changed.target.value))}
                slotProps={{ input: { min: validityBounds.min, max: validityBounds.max, step: 1, inputMode: 'numeric' } }}
              />
              <FormHelperText>{errors.gift_certificate_validity_months ??
                  `От ${validityBounds.min} до ${validityBounds.max} месяцев со дня покупки. Новый срок — для сертификатов, купленных после сохранения; у проданных он прежний.`}</FormHelperText>
            </FormControl>
          </Grid>
        </Grid>
      </Stack>
      {saveError && <Alert color="danger">{saveError}</Alert>}
      {saved && !saveError && <Alert color="success">Сохранено. Сайт, документы и письма уже используют новые сведения.</Alert>}
      <div>
        <Button type="submit" loading={saving}>
          Сохранить
        </Button>
      </div>
    </Stack>
  );
}
