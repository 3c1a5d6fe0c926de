import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useListConsultationTypes, useListProductTypes } from '../../../api/generated/hooks';
import { AppModal } from '../../../components/modal/app-modal';
import { emptyPromoForm, promoInput, type PromoForm, type PromoFormErrors } from '../utils/promo-form';
import { useCreatePromo } from '../api/promo-codes';

type Choice = { id: number; name: string };

/** «Все …» or a choice of some: null stands for all of them. */
function ItemsChoice({ label, allLabel, items, value, onChange }: { label: string; allLabel: string; items: readonly Choice[]; value: number[] | null; onChange: (value: number[] | null) => void }) {
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <Stack gap={0.75}>
        <Checkbox label={allLabel} checked={value === null} onChange={(event) => onChange(event.target.checked ? null : [])} />
        {value !== null
          ? items.map((item) => (
              <Checkbox
                key={item.id}
                label={item.name}
                sx={{ ml: 3 }}
                checked={value.includes(item.id)}
                onChange={(event) => onChange(event.target.checked ? [...value, item.id] : value.filter((id) => id !== item.id))}
              />
            ))
          : null}
      </Stack>
    </FormControl>
  );
}

export type PromoCodeDialogProps = { open: boolean; onClose: () => void };

/** «Новый промокод»: the code, its discount, what it applies to, its limits and dates. */
export function PromoCodeDialog({ open, onClose }: PromoCodeDialogProps) {
  const [form, setForm] = useState<PromoForm>(emptyPromoForm);
  const [errors, setErrors] = useState<PromoFormErrors>({});
  const types = useListConsultationTypes({ query: { enabled: open } });
  const products = useListProductTypes({ query: { enabled: open } });
  const create = useCreatePromo(() => {
    setForm(emptyPromoForm);
    onClose();
  });
  const change = (patch: Partial<PromoForm>) => setForm((current) => ({ ...current, ...patch }));

  const save = () => {
    const checked = promoInput(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate({ data: checked.input });
  };

  return (
    <AppModal open={open} title="Новый промокод" onClose={onClose} onSave={save} saving={create.isPending} saveLabel="Создать" maxWidth={560}>
      <Stack gap={2} sx={{ pt: 1 }}>
        <FormControl error={Boolean(errors.code)} required>
          <FormLabel>Промокод</FormLabel>
          <Input value={form.code} onChange={(event) => change({ code: event.target.value })} slotProps={{ input: { maxLength: 32, spellCheck: false } }} />
          <FormHelperText>{errors.code ?? 'Буквы, цифры и дефис; регистр не важен'}</FormHelperText>
        </FormControl>

        <FormControl>
          <FormLabel>Скидка</FormLabel>
          <RadioGroup orientation="horizontal" value={form.kind} onChange={(event) => change({ kind: event.target.value === 'amount' ? 'amount' : 'percent' })} sx={{ gap: 2 }}>
            <Radio value="percent" label="В процентах" />
            <Radio value="amount" label="В рублях" />
          </RadioGroup>
        </FormControl>
        <FormControl error={Boolean(errors.value)} required>
          <FormLabel>{form.kind === 'percent' ? 'Процент скидки' : 'Скидка, ₽'}</FormLabel>
          <Input inputMode="decimal" value={form.value} onChange={(event) => change({ value: event.target.value })} endDecorator={form.kind === 'percent' ? '%' : '₽'} />
          {errors.value ? <FormHelperText>{errors.value}</FormHelperText> : null}
        </FormControl>

        <ItemsChoice label="Услуги" allLabel="Все услуги и пакеты" items={types.data ?? []} value={form.consultationTypes} onChange={(consultationTypes) => change({ consultationTypes })} />
        <ItemsChoice label="Продукты" allLabel="Все продукты" items={(products.data ?? []).filter((product) => product.amount > 0)} value={form.products} onChange={(products) => change({ products })} />

        <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
          <FormControl error={Boolean(errors.maxUses)} sx={{ flex: 1 }}>
            <FormLabel>Всего использований</FormLabel>
            <Input inputMode="numeric" placeholder="без ограничений" value={form.maxUses} onChange={(event) => change({ maxUses: event.target.value })} />
            {errors.maxUses ? <FormHelperText>{errors.maxUses}</FormHelperText> : null}
          </FormControl>
          <FormControl error={Boolean(errors.maxUsesPerClient)} sx={{ flex: 1 }}>
            <FormLabel>На одного клиента</FormLabel>
            <Input inputMode="numeric" placeholder="без ограничений" value={form.maxUsesPerClient} onChange={(event) => change({ maxUsesPerClient: event.target.value })} />
            {errors.maxUsesPerClient ? <FormHelperText>{errors.maxUsesPerClient}</FormHelperText> : null}
          </FormControl>
        </Stack>

        <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Действует с</FormLabel>
            <Input type="date" value={form.validFrom} onChange={(event) => change({ validFrom: event.target.value })} />
          </FormControl>
          <FormControl error={Boolean(errors.validUntil)} sx={{ flex: 1 }}>
            <FormLabel>Действует по</FormLabel>
            <Input type="date" value={form.validUntil} onChange={(event) => change({ validUntil: event.target.value })} />
            {errors.validUntil ? <FormHelperText>{errors.validUntil}</FormHelperText> : null}
          </FormControl>
        </Stack>
        <Typography level="body-xs">Даты — по московскому времени, включительно.</Typography>

        <Checkbox label="Только для первой покупки" checked={form.firstPurchaseOnly} onChange={(event) => change({ firstPurchaseOnly: event.target.checked })} />
      </Stack>
    </AppModal>
  );
}
