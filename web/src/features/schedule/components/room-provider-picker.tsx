import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import type { RoomProvider } from '../../../api/generated/model';

/** Each provider in her words: what it is and what the client gets. */
const providerTexts: Record<RoomProvider, { label: string; explanation: string }> = {
  static: {
    label: 'Одна ссылка для всех сессий',
    explanation: 'Ваша постоянная комната (Телемост, Zoom или любая https-ссылка) — одна и та же для всех клиентов.',
  },
  jitsi: {
    label: 'Свой Jitsi Meet',
    explanation:
      'У каждой сессии своя комната со случайным именем. Ссылка клиента открывает её за 30 минут до начала и до часа после конца; вы входите модератором.',
  },
  telemost: {
    label: 'Яндекс Телемост',
    explanation: 'Для каждой оплаченной сессии создаётся отдельная встреча в Телемосте от вашего аккаунта Яндекса.',
  },
};

const kinds = Object.keys(providerTexts) as RoomProvider[];

export type RoomProviderPickerProps = {
  provider: RoomProvider;
  /** The providers the server is configured for; the others are shown, not chosen. */
  configured: readonly RoomProvider[];
  saving?: boolean;
  onChoose: (provider: RoomProvider) => void;
};

/** «Комната для сессий»: where each session's room comes from, chosen at once. */
export function RoomProviderPicker({ provider, configured, saving = false, onChoose }: RoomProviderPickerProps) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Комната для сессий</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={provider} onChange={(event) => onChoose(event.target.value as RoomProvider)}>
        {kinds.map((kind) => {
          const available = configured.includes(kind);
          return (
            <Stack key={kind} gap={0.25} sx={{ py: 0.5 }}>
              <Radio value={kind} label={providerTexts[kind].label} disabled={saving || !available} />
              <Typography level="body-sm" sx={{ pl: 3.5 }}>
                {providerTexts[kind].explanation}
                {available ? '' : ' Не настроен на сервере: нужны его ключи (docs/rooms.md).'}
              </Typography>
            </Stack>
          );
        })}
      </RadioGroup>
      <FormHelperText>Ссылку на комнату видят только клиент этой сессии и вы — в кабинете, письмах и календаре.</FormHelperText>
    </FormControl>
  );
}
