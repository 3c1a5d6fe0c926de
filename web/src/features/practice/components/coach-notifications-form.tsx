import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import type { CoachNotificationKinds, CoachNotifications, CoachNotificationsInput } from '../../../api/generated/model';

export type CoachNotificationsFormProps = {
  notifications: CoachNotifications;
  saving?: boolean;
  saveError?: string;
  saved?: boolean;
  onSave: (input: CoachNotificationsInput) => void;
};

/** Each kind of notice as the coach reads it, in the order a practice's day brings them. */
const kindLabels: Record<keyof CoachNotificationKinds, { label: string; hint: string }> = {
  booking: { label: 'Новые записи', hint: 'Клиент оплатил сессию или записался на сессию из пакета.' },
  purchase: { label: 'Покупки', hint: 'Пакеты сессий, продукты и подарочные сертификаты.' },
  move: { label: 'Переносы', hint: 'Клиент перенёс сессию на другое время.' },
  cancellation: { label: 'Отмены', hint: 'Клиент отменил сессию.' },
  refund: { label: 'Возвраты', hint: 'Клиенту вернули деньги.' },
  receipt_problem: { label: 'Проблемы с чеками', hint: 'Касса или «Мой налог» не приняли чек: его нужно зарегистрировать самой.' },
  testimonial: { label: 'Отзывы', hint: 'Новый отзыв ждёт одобрения.' },
  waitlist: { label: 'Лист ожидания', hint: 'Клиент ждёт свободного окна в занятый день.' },
};

const kinds = ['booking', 'purchase', 'move', 'cancellation', 'refund', 'receipt_problem', 'testimonial', 'waitlist'] as const satisfies ReadonlyArray<keyof CoachNotificationKinds>;

/** «Практика» → «Уведомления»: which events come to her mail, one by one or in a morning digest. */
export function CoachNotificationsForm({ notifications, saving = false, saveError, saved = false, onSave }: CoachNotificationsFormProps) {
  const [form, setForm] = useState<CoachNotificationsInput>({ kinds: notifications.kinds, digest: notifications.digest });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(form);
  };
  return (
    <Stack component="form" noValidate aria-label="Уведомления" spacing={2} onSubmit={submit} sx={{ maxWidth: 880 }}>
      <Typography level="title-lg">Уведомления</Typography>
      <Typography level="body-sm">Письма приходят на {notifications.email} — адрес из контактов выше.</Typography>
      <Stack spacing={1.5}>
        {kinds.map((kind) => (
          <FormControl key={kind} orientation="horizontal" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <div>
              <FormLabel>{kindLabels[kind].label}</FormLabel>
              <FormHelperText>{kindLabels[kind].hint}</FormHelperText>
            </div>
            <Switch
              checked={form.kinds[kind]}
              slotProps={{ input: { 'aria-label': kindLabels[kind].label } }}
              onChange={(changed) => setForm((current) => ({ ...current, kinds: { ...current.kinds, [kind]: changed.target.checked } }))}
            />
          </FormControl>
        ))}
      </Stack>
      <FormControl>
        <FormLabel id="coach-notifications-digest">Как присылать</FormLabel>
        <RadioGroup
          aria-labelledby="coach-notifications-digest"
          value={form.digest ? 'digest' : 'each'}
          onChange={(changed) => setForm((current) => ({ ...current, digest: changed.target.value === 'digest' }))}
        >
          <Radio value="each" label="Письмом о каждом событии сразу" />
          <Radio value="digest" label={`Одной сводкой в ${notifications.digest_hour}:00 утра по вашему времени`} />
        </RadioGroup>
      </FormControl>
      {saveError && <Alert color="danger">{saveError}</Alert>}
      {saved && !saveError && <Alert color="success">Сохранено.</Alert>}
      <div>
        <Button type="submit" loading={saving}>
          Сохранить уведомления
        </Button>
      </div>
    </Stack>
  );
}
