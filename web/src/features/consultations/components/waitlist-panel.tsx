import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, useState, type FormEvent } from 'react';
import { formatMoscowDate } from '../../../lib/moscow-time';

export type WaitlistPanelProps = {
  /** The days the client waits for (`YYYY-MM-DD`). */
  days: readonly string[];
  busy?: boolean;
  onJoin: (day: string) => void;
  onLeave: (day: string) => void;
};

/** «Лист ожидания»: ask to be mailed when a full day frees up, and stop waiting with one click. */
export function WaitlistPanel({ days, busy = false, onJoin, onLeave }: WaitlistPanelProps) {
  const titleId = useId();
  const [day, setDay] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (day) onJoin(day);
  };

  return (
    <Sheet component="section" aria-labelledby={titleId} variant="soft" sx={{ borderRadius: 'md', p: { xs: 1.5, sm: 2 } }}>
      <Stack gap={1.5}>
        <Typography id={titleId} level="title-md" component="h2">
          Нужный день занят?
        </Typography>
        <form onSubmit={submit}>
          <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'flex-end' }}>
            <FormControl sx={{ flex: 1 }}>
              <FormLabel>День</FormLabel>
              <Input type="date" value={day} onChange={(event) => setDay(event.target.value)} />
              <FormHelperText>Пришлём письмо, как только в этот день освободится время. Запишется тот, кто успеет первым.</FormHelperText>
            </FormControl>
            <Button type="submit" variant="outlined" disabled={!day} loading={busy}>
              Сообщить, когда освободится
            </Button>
          </Stack>
        </form>
        {days.length > 0 ? (
          <Stack component="ul" gap={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {days.map((waited) => (
              <Stack component="li" key={waited} direction="row" alignItems="center" justifyContent="space-between" gap={1}>
                <Typography level="body-md">Ждёте {formatMoscowDate(waited)}</Typography>
                <Button size="sm" variant="plain" color="neutral" disabled={busy} aria-label={`Не ждать ${formatMoscowDate(waited)}`} onClick={() => onLeave(waited)}>
                  Не ждать
                </Button>
              </Stack>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Sheet>
  );
}
