import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import LinearProgress from '@mui/joy/LinearProgress';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import { useGetComplianceTaxLimits } from '../../../api/generated/hooks';
import type { ComplianceTaxLimits, ComplianceVatRate, ComplianceVatRatesInput } from '../../../api/generated/model';
import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { formatRoubles } from '../../../lib/money';
import { useSaveVatRates } from '../api/save-compliance';
import { limitAdvice, limitTitles, percent, templateNote, vatRateLabels } from '../utils/compliance-labels';

const rates = Object.keys(vatRateLabels) as ComplianceVatRate[];
const levelColors = { ok: 'primary', '80': 'warning', '95': 'danger', over: 'danger' } as const;

type VatFormProps = { limits: ComplianceTaxLimits; saving: boolean; saveError?: string; saved: boolean; onSave: (input: ComplianceVatRatesInput) => void };

/** The VAT her 54-FZ receipts carry: whether an УСН ИП pays it, her rate for every service and each service's own. */
function VatRatesForm({ limits, saving, saveError, saved, onSave }: VatFormProps) {
  const usn = limits.tax_system === 'usn_income' || limits.tax_system === 'usn_income_minus_expenses';
  const [form, setForm] = useState<ComplianceVatRatesInput>({
    usn_pays_vat: limits.vat.usn_pays_vat,
    default_rate: limits.vat.default_rate,
    services: limits.vat.services.flatMap((service) => (service.rate ? [{ consultation_type: service.consultation_type, rate: service.rate }] : [])),
  });
  const rateOf = (type: number) => form.services.find((service) => service.consultation_type === type)?.rate ?? null;
  const setRate = (type: number, rate: ComplianceVatRate | null) =>
    setForm((current) => ({
      ...current,
      services: [...current.services.filter((service) => service.consultation_type !== type), ...(rate ? [{ consultation_type: type, rate }] : [])],
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(form);
  };
  return (
    <Stack component="form" noValidate aria-label="Ставки НДС" spacing={1.5} onSubmit={submit}>
      <Typography level="title-md">НДС в чеках</Typography>
      <Typography level="body-sm">
        {limits.vat.payer ? 'Сейчас чеки идут с НДС по ставкам ниже.' : 'Сейчас чеки идут без НДС.'} Ставка пишется в чек при оплате (22 % — основная с 2026 года; 5 % и 7 % — пониженные для УСН).
      </Typography>
      {usn && (
        <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <div>
            <FormLabel>Я плачу НДС на УСН</FormLabel>
            <FormHelperText>После превышения порога освобождения или по своему выбору.</FormHelperText>
          </div>
          <Switch checked={form.usn_pays_vat} slotProps={{ input: { 'aria-label': 'Я плачу НДС на УСН' } }} onChange={(event) => setForm((current) => ({ ...current, usn_pays_vat: event.target.checked }))} />
        </FormControl>
      )}
      <FormControl>
        <FormLabel>Ставка для всех услуг и продуктов</FormLabel>
        <Select value={form.default_rate} onChange={(_event, rate) => rate && setForm((current) => ({ ...current, default_rate: rate }))} sx={{ maxWidth: 240 }}>
          {rates.map((rate) => (
            <Option key={rate} value={rate}>
              {vatRateLabels[rate]}
            </Option>
          ))}
        </Select>
      </FormControl>
      {limits.vat.services.map((service) => (
        <FormControl key={service.consultation_type} orientation="horizontal" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <FormLabel>{service.name}</FormLabel>
          <Select
            value={rateOf(service.consultation_type) ?? 'default'}
            onChange={(_event, rate) => setRate(service.consultation_type, rate === 'default' || rate === null ? null : (rate as ComplianceVatRate))}
            sx={{ minWidth: 240 }}
          >
            <Option value="default">как для всех</Option>
            {rates.map((rate) => (
              <Option key={rate} value={rate}>
                {vatRateLabels[rate]}
              </Option>
            ))}
          </Select>
        </FormControl>
      ))}
      {saveError && <Alert color="danger">{saveError}</Alert>}
      {saved && !saveError && <Alert color="success">Ставки сохранены.</Alert>}
      <Box>
        <Button type="submit" loading={saving}>
          Сохранить ставки
        </Button>
      </Box>
    </Stack>
  );
}

/** «Практика» → «Налоговые лимиты и НДС»: the year's income against each limit that is hers, and the VAT rates of an ИП. */
export function TaxLimits({ limits, ...vat }: VatFormProps) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <Typography level="title-lg">Налоговые лимиты и НДС</Typography>
      <Typography level="body-sm">
        Доход за {limits.year} год (по московскому времени, оплаты за вычетом возвратов): {formatRoubles(limits.income)}. {templateNote}
      </Typography>
      {limits.limits
        .filter((limit) => limit.applies)
        .map((limit) => (
          <Stack key={limit.kind} spacing={0.5}>
            <Typography level="title-sm">
              {limitTitles[limit.kind]}: {formatRoubles(limit.limit)} — {percent(limit.share)}
            </Typography>
            <LinearProgress determinate value={Math.min(100, limit.share * 100)} color={levelColors[limit.level]} aria-label={limitTitles[limit.kind]} />
            {limit.level !== 'ok' && <Typography level="body-sm">{limitAdvice[limit.kind]}</Typography>}
          </Stack>
        ))}
      {limits.tax_status === 'sole_proprietor' && <VatRatesForm limits={limits} {...vat} />}
    </Stack>
  );
}

export function TaxLimitsArea() {
  const limits = useGetComplianceTaxLimits();
  const save = useSaveVatRates();
  return (
    <LoadState data={limits.data} failed={limits.isError} what="налоговые лимиты" onRetry={() => void limits.refetch()}>
      {(loaded) => (
        <TaxLimits
          limits={loaded}
          saving={save.isPending}
          saved={save.isSuccess}
          saveError={save.isError ? errorText(save.error) : undefined}
          onSave={(input) => save.mutate({ data: input })}
        />
      )}
    </LoadState>
  );
}
