import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import type { AdvertisementDraft } from './advertisement';

export type AdvertisementFieldsProps = {
  id: string;
  value: AdvertisementDraft;
  onChange: (value: AdvertisementDraft) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * «Реклама третьего лица»: when she sells the place to an advertiser, the content carries «Реклама»,
 * the advertiser and the erid the advertising data operator issued (38-FZ art. 18.1).
 */
export function AdvertisementFields({ id, value, onChange, error, disabled = false }: AdvertisementFieldsProps) {
  return (
    <Stack gap={1.5}>
      <Checkbox
        label="Реклама третьего лица (маркировка: «Реклама», рекламодатель, erid)"
        checked={value.marked}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, marked: event.target.checked })}
      />
      {value.marked ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5}>
          <FormControl id={id} required error={Boolean(error)} disabled={disabled} sx={{ flex: 2 }}>
            <FormLabel>Рекламодатель</FormLabel>
            <Input value={value.advertiser} onChange={(event) => onChange({ ...value, advertiser: event.target.value })} slotProps={{ input: { maxLength: 300 } }} />
          </FormControl>
          <FormControl required error={Boolean(error)} disabled={disabled} sx={{ flex: 1 }}>
            <FormLabel>Токен erid</FormLabel>
            <Input value={value.erid} onChange={(event) => onChange({ ...value, erid: event.target.value })} slotProps={{ input: { maxLength: 50 } }} />
          </FormControl>
        </Stack>
      ) : null}
      {value.marked && error ? (
        <FormControl error>
          <FormHelperText>{error}</FormHelperText>
        </FormControl>
      ) : value.marked ? (
        <FormHelperText>Токен выдаёт оператор рекламных данных (ОРД). Ссылки в тексте получат параметр erid.</FormHelperText>
      ) : null}
    </Stack>
  );
}
