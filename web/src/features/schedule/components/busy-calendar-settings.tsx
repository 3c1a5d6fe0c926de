import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { DateTime } from 'luxon';
import { useId, useState, type FormEvent } from 'react';
import type { BusyCalendarStatus } from '../../../api/generated/model';
import { inMoscow, moscowNow } from '../../../lib/moscow-time';

export type BusyCalendarSettingsProps = {
  /** The saved secret address; null when no calendar is connected. */
  url: string | null;
  status: BusyCalendarStatus | undefined;
  saving?: boolean;
  /** Saves an address (the same one reads it again now); null disconnects the calendar. */
  onSave: (url: string | null) => void;
  /** «Now», for the tests and stories; the real clock otherwise. */
  now?: DateTime;
};

/** «3 декабря 10:00» on the Moscow clock, with the year only when it is not this one. */
function dayAndTime(iso: string, now: DateTime): string {
  const moment = inMoscow(DateTime.fromISO(iso, { zone: 'utc' }));
  return moment.toFormat(moment.hasSame(inMoscow(now), 'year') ? 'd MMMM HH:mm' : 'd MMMM yyyy HH:mm');
}

/** «12:40» today, «3 декабря 12:40» another day. */
function momentText(iso: string, now: DateTime): string {
  const moment = inMoscow(DateTime.fromISO(iso, { zone: 'utc' }));
  return moment.hasSame(inMoscow(now), 'day') ? moment.toFormat('HH:mm') : dayAndTime(iso, now);
}

const looksLikeAddress = (text: string) => /^(https?|webcals?):\/\/\S+$/i.test(text);

/**
 * «Занятое время из вашего календаря»: the secret iCal address of the coach's Яндекс or Google
 * calendar, how reading it goes («Календарь недоступен с 12:40: …»), and the booked sessions her
 * calendar now overlaps (they stay booked).
 */
export function BusyCalendarSettings({ url, status, saving = false, onSave, now = moscowNow() }: BusyCalendarSettingsProps) {
  const titleId = useId();
  const [draft, setDraft] = useState(url ?? '');
  const trimmed = draft.trim();
  const invalid = trimmed !== '' && !looksLikeAddress(trimmed);
  const changed = trimmed !== (url ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onSave(trimmed || null);
  };

  return (
    <Sheet component="section" aria-labelledby={titleId} variant="outlined" sx={{ borderRadius: 'md', p: { xs: 1.5, sm: 2.5 } }}>
      <Stack gap={2}>
        <Typography id={titleId} level="h3" component="h2">
          Занятое время из вашего календаря
        </Typography>
        <Typography level="body-sm">
          Вставьте секретный адрес своего Яндекс или Google Календаря в формате iCal: время, когда вы там заняты, клиентам не предлагается. Календарь
          читается сразу и затем каждые 15 минут; названия ваших событий сайт не хранит.
        </Typography>
        <form onSubmit={submit}>
          <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'flex-start' }}>
            <FormControl error={invalid} sx={{ flex: 1 }}>
              <FormLabel>Секретный адрес календаря (iCal)</FormLabel>
              <Input value={draft} placeholder="https://calendar.google.com/calendar/ical/…/basic.ics" onChange={(event) => setDraft(event.target.value)} />
              <FormHelperText>
                {invalid
                  ? 'Нужна ссылка, начинающаяся с https://'
                  : 'Google: настройки календаря → «Закрытый адрес в формате iCal». Яндекс: настройки календаря → «Экспорт» → ссылка iCal. Адрес секретный: его видите только вы.'}
              </FormHelperText>
            </FormControl>
            <Stack direction="row" gap={1} sx={{ pt: { sm: 3 } }}>
              {changed || !url ? (
                <Button type="submit" loading={saving} disabled={invalid || !changed}>
                  Сохранить
                </Button>
              ) : (
                <Button type="button" variant="outlined" loading={saving} onClick={() => onSave(url)}>
                  Прочитать сейчас
                </Button>
              )}
              {url ? (
                <Button type="button" variant="plain" color="neutral" disabled={saving} onClick={() => onSave(null)}>
                  Отключить
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </form>
        {url && status ? <BusyCalendarState status={status} now={now} /> : null}
        {url && status && status.conflicts.length > 0 ? (
          <Alert color="warning" variant="soft" role="status" sx={{ alignItems: 'flex-start' }}>
            <Stack gap={0.5}>
              <Typography level="title-sm">Эти записи остаются в силе, но ваш календарь теперь показывает вас занятой в их время:</Typography>
              <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
                {status.conflicts.map((session) => (
                  <ListItem key={session.id}>
                    Пересекается с вашим календарём: {dayAndTime(session.date, now)} — {session.name ?? session.email}
                  </ListItem>
                ))}
              </List>
              <Typography level="body-xs">Если запись нужно перенести, договоритесь с клиентом и перенесите её в карточке сессии.</Typography>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Sheet>
  );
}

/** What still counts while the calendar fails, and whether the site tries again by itself (not for a paused, refused file). */
function failureNote(status: BusyCalendarStatus, now: DateTime): string {
  const lastGood = status.last_success_at ? `Пока клиентам не предлагается занятое время из последнего удачного чтения (${momentText(status.last_success_at, now)}).` : undefined;
  if (status.paused) {
    return `${lastGood ?? 'Календарь ещё ни разу не прочитан.'} Сам сайт его больше не читает: исправьте или удалите это событие в своём календаре и нажмите «Прочитать сейчас».`;
  }
  return `${lastGood ?? 'Календарь ещё ни разу не прочитан: проверьте адрес.'} Попытки продолжаются каждые 15 минут.`;
}

/** How reading goes: since when it fails and why (the last good busy times still count), or when it was last read. */
function BusyCalendarState({ status, now }: { status: BusyCalendarStatus; now: DateTime }) {
  if (status.failing_since) {
    return (
      <Alert color="danger" variant="soft" role="status">
        <Stack gap={0.5}>
          <Typography level="title-sm">
            Календарь недоступен с {momentText(status.failing_since, now)}: {status.error ?? 'причина неизвестна'}.
          </Typography>
          <Typography level="body-xs">{failureNote(status, now)}</Typography>
        </Stack>
      </Alert>
    );
  }
  if (!status.last_success_at) return null;
  return (
    <Typography level="body-sm" role="status" color="success">
      Календарь прочитан в {momentText(status.last_success_at, now)}, обновляется каждые 15 минут.
    </Typography>
  );
}
