import Alert from '@mui/joy/Alert';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Textarea from '@mui/joy/Textarea';
import { useState } from 'react';
import type { ConsultationType, ConsultationTypeInput } from '../../../api/generated/model';
import { CatalogIcon, catalogIconNames, type CatalogIconName } from '../../../components/icons/catalog-icon';
import { AppModal } from '../../../components/modal/app-modal';
import { formatRoubles } from '../../../lib/money';
import { serviceFormOf, validateServiceForm, type ServiceForm, type ServiceFormErrors } from '../utils/service-form';

export type ServiceEditDialogProps = {
  type: ConsultationType;
  saving?: boolean;
  /** The server's refusal, in Russian. */
  saveError?: string;
  onSave: (input: ConsultationTypeInput) => void;
  onClose: () => void;
};

/** Edits one consultation type; a new price is for purchases from now on, and the dialog says so. */
export function ServiceEditDialog({ type, saving = false, saveError, onSave, onClose }: ServiceEditDialogProps) {
  const [form, setForm] = useState<ServiceForm>(() => serviceFormOf(type));
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const set = <Key extends keyof ServiceForm>(key: Key, value: ServiceForm[Key]) => setForm((current) => ({ ...current, [key]: value }));
  const save = () => {
    const result = validateServiceForm(form);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    onSave(result.input);
  };

  return (
    <AppModal open title={`Услуга «${type.name}»`} onClose={onClose} onSave={save} saving={saving}>
      <Stack spacing={2}>
        <FormControl error={Boolean(errors.name)}>
          <FormLabel>Название</FormLabel>
          <Input value={form.name} onChange={(changed) => set('name', changed.target.value)} />
          {errors.name && <FormHelperText>{errors.name}</FormHelperText>}
        </FormControl>
        <FormControl error={Boolean(errors.amount)}>
          <FormLabel>Цена, ₽</FormLabel>
          <Input value={form.amount} inputMode="decimal" onChange={(changed) => set('amount', changed.target.value)} />
          <FormHelperText>
            {errors.amount ?? `Сейчас ${formatRoubles(type.amount)}. Новая цена — для новых покупок; уже оформленные сохраняют свою.`}
          </FormHelperText>
        </FormControl>
        <FormControl error={Boolean(errors.duration_minutes)}>
          <FormLabel>Длительность сессии, минут</FormLabel>
          <Input value={form.duration_minutes} inputMode="numeric" onChange={(changed) => set('duration_minutes', changed.target.value)} />
          <FormHelperText>
            {errors.duration_minutes ??
              'Клиентам предлагается только то время, когда сессия такой длины (и перерыв после неё из «Расписания») не заходит на уже записанную.'}
          </FormHelperText>
        </FormControl>
        <FormControl>
          <FormLabel id="service-icon-label">Значок</FormLabel>
          <Select
            value={form.icon}
            onChange={(_event, value) => value && set('icon', value)}
            startDecorator={<CatalogIcon name={form.icon} />}
            slotProps={{ button: { 'aria-labelledby': 'service-icon-label' } }}
          >
            {(Object.entries(catalogIconNames) as [CatalogIconName, string][]).map(([icon, name]) => (
              <Option key={icon} value={icon}>
                <CatalogIcon name={icon} /> {name}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl error={Boolean(errors.description)}>
          <FormLabel>Описание</FormLabel>
          <Textarea minRows={3} value={form.description} onChange={(changed) => set('description', changed.target.value)} />
          {errors.description && <FormHelperText>{errors.description}</FormHelperText>}
        </FormControl>
        <FormControl error={Boolean(errors.additional)}>
          <FormLabel>Дополнительный текст</FormLabel>
          <Textarea minRows={2} value={form.additional} onChange={(changed) => set('additional', changed.target.value)} />
          {errors.additional && <FormHelperText>{errors.additional}</FormHelperText>}
        </FormControl>
        <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <div>
            <FormLabel>В продаже</FormLabel>
            <FormHelperText>Снятая с продажи услуга исчезает с главной страницы и из записи; оплаченные сессии остаются.</FormHelperText>
          </div>
          <Switch checked={form.on_sale} onChange={(changed) => set('on_sale', changed.target.checked)} />
        </FormControl>
        {saveError && <Alert color="danger">{saveError}</Alert>}
      </Stack>
    </AppModal>
  );
}
