import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useId } from 'react';
import type { Settings } from '../../../api/generated/model';
import { showAlert } from '../../../components/alert/alert-store';
import { timeZoneOptions } from '../../../lib/client-time';
import { MOSCOW_ZONE } from '../../../lib/moscow-time';
import { useSetTimeZone } from '../api/settings-api';

/**
 * «Часовой пояс»: the zone her sessions, calendar and mails are shown in (beside Moscow time).
 * Without one saved (the browser told none at sign-in) Moscow is shown, as it is assumed; a choice is saved at once.
 */
export function TimeZoneField({ settings }: { settings: Settings }) {
  const labelId = useId();
  const save = useSetTimeZone();
  const current = (save.isPending ? save.variables : undefined) ?? settings.time_zone ?? MOSCOW_ZONE;
  const options = timeZoneOptions(current);
  return (
    <FormControl>
      <FormLabel id={labelId}>Часовой пояс</FormLabel>
      <Select
        value={current}
        slotProps={{ button: { 'aria-labelledby': labelId } }}
        onChange={(_event, zone) => {
          if (zone && zone !== settings.time_zone) save.mutate(zone, { onSuccess: () => showAlert(200, 'Часовой пояс сохранён.') });
        }}
      >
        {options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.label}
          </Option>
        ))}
      </Select>
      <FormHelperText>Время сессий в кабинете и в письмах показывается по этому поясу, рядом — московское.</FormHelperText>
    </FormControl>
  );
}
