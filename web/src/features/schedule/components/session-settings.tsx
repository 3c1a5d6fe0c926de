import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, useState, type FormEvent } from 'react';
import type { RoomProvider, Schedule } from '../../../api/generated/model';
import { isMeetingUrl } from '../../../lib/meeting-url';
import { RoomProviderPicker } from './room-provider-picker';

export type SessionSettingsProps = {
  schedule: Schedule;
  saving?: boolean;
  rotating?: boolean;
  choosingProvider?: boolean;
  onChooseProvider: (provider: RoomProvider) => void;
  onSaveMeetingUrl: (meetingUrl: string | null) => void;
  onRotateFeed: () => void;
};


/**
 * The coach's «Где проходят сессии»: where each session's room comes from (her one link, her Jitsi
 * Meet or Telemost), her one link (also the fallback), and the private calendar feed her calendar
 * subscribes to, with «Сменить ссылку».
 */
export function SessionSettings({
  schedule,
  saving = false,
  rotating = false,
  choosingProvider = false,
  onChooseProvider,
  onSaveMeetingUrl,
  onRotateFeed,
}: SessionSettingsProps) {
  const titleId = useId();
  const [draft, setDraft] = useState(schedule.meeting_url ?? '');
  const trimmed = draft.trim();
  const invalid = trimmed !== '' && !isMeetingUrl(trimmed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onSaveMeetingUrl(trimmed || null);
  };

  return (
    <Sheet component="section" aria-labelledby={titleId} variant="outlined" sx={{ borderRadius: 'md', p: { xs: 1.5, sm: 2.5 } }}>
      <Stack gap={2.5}>
        <Typography id={titleId} level="h3" component="h2">
          Где проходят сессии
        </Typography>
        <RoomProviderPicker provider={schedule.room_provider} configured={schedule.configured_room_providers} saving={choosingProvider} onChoose={onChooseProvider} />
        <form onSubmit={submit}>
          <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'flex-end' }}>
            <FormControl error={invalid} sx={{ flex: 1 }}>
              <FormLabel>{schedule.room_provider === 'static' ? 'Ссылка на встречу по умолчанию' : 'Запасная ссылка на встречу'}</FormLabel>
              <Input value={draft} placeholder="https://telemost.yandex.ru/j/…" onChange={(event) => setDraft(event.target.value)} />
              <FormHelperText>
                {invalid
                  ? 'Нужна ссылка, начинающаяся с https://'
                  : schedule.room_provider === 'static'
                    ? 'Яндекс Телемост, Zoom или любая https-ссылка; клиент увидит её в письмах и в кабинете.'
                    : 'Пригодится, если выбранный сервис перестанет быть настроен на сервере: тогда клиенты получат эту ссылку.'}
              </FormHelperText>
            </FormControl>
            <Button type="submit" loading={saving} disabled={invalid || trimmed === (schedule.meeting_url ?? '')}>
              Сохранить
            </Button>
          </Stack>
        </form>
        <FormControl>
          <FormLabel>Календарь с записями (подписка .ics)</FormLabel>
          <Input readOnly value={schedule.calendar_feed_url} onFocus={(event) => event.target.select()} />
          <FormHelperText>
            Добавьте эту ссылку в Google, Яндекс или Apple Календарь как подписку. Ссылка секретная: если она попала к чужим, смените её.
          </FormHelperText>
        </FormControl>
        <Stack direction="row">
          <Button variant="outlined" color="neutral" loading={rotating} onClick={onRotateFeed}>
            Сменить ссылку
          </Button>
        </Stack>
      </Stack>
    </Sheet>
  );
}
