import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useColorScheme } from '@mui/joy/styles';
import { useState } from 'react';
import type { ColorTheme, Settings } from '../../../api/generated/model';
import { showAlert } from '../../../components/alert/alert-store';
import { useUpdateProfile } from '../api/settings-api';
import { rememberAppliedTheme } from '../hooks/use-account-theme';
import { EmailChangeDialog } from './email-change-dialog';
import { SettingsSection } from './settings-section';
import { TimeZoneField } from './time-zone-field';

const themeOptions: ReadonlyArray<{ value: ColorTheme; label: string }> = [
  { value: 'light', label: 'Светлая' },
  { value: 'dark', label: 'Тёмная' },
  { value: 'system', label: 'Как на устройстве' },
];

/** The contract's limit for the name (`ProfileInput.name`). */
const NAME_MAX_LENGTH = 100;

/**
 * The address (changed through a code), the name used in e-mails and the theme kept in the account.
 * The theme applies and is kept at once, like the header's toggle; the name is saved with its button.
 */
export function ProfileSection({ settings }: { settings: Settings }) {
  const [name, setName] = useState(settings.name ?? '');
  const [changingEmail, setChangingEmail] = useState(false);
  const { setMode } = useColorScheme();
  const save = useUpdateProfile();
  const saveTheme = useUpdateProfile();
  const theme = (saveTheme.isPending && saveTheme.variables?.theme) || settings.theme;
  const unchanged = name.trim() === (settings.name ?? '');

  const chooseTheme = (chosen: ColorTheme) => {
    setMode(chosen);
    rememberAppliedTheme(chosen);
    saveTheme.mutate({ theme: chosen });
  };

  return (
    <SettingsSection id="settings-profile" title="Профиль">
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'center' }}>
        <Typography level="body-md">
          Электронная почта: <strong>{settings.email}</strong>
        </Typography>
        <Button variant="outlined" size="sm" onClick={() => setChangingEmail(true)}>
          Изменить почту
        </Button>
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ name: name.trim() || null }, { onSuccess: () => showAlert(200, 'Профиль сохранён.') });
        }}
      >
        <Stack gap={2}>
          <FormControl>
            <FormLabel>Имя</FormLabel>
            <Input value={name} onChange={(event) => setName(event.target.value)} slotProps={{ input: { maxLength: NAME_MAX_LENGTH, autoComplete: 'given-name' } }} />
            <FormHelperText>Так мы будем обращаться к вам в письмах. Можно не указывать.</FormHelperText>
          </FormControl>
          <FormControl>
            <FormLabel id="settings-theme-label">Тема оформления</FormLabel>
            <RadioGroup
              orientation="horizontal"
              aria-labelledby="settings-theme-label"
              value={theme}
              onChange={(event) => chooseTheme(event.target.value as ColorTheme)}
              sx={{ flexWrap: 'wrap', gap: 2 }}
            >
              {themeOptions.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </RadioGroup>
            <FormHelperText>Тема применяется сразу, сохраняется в аккаунте и действует на всех ваших устройствах.</FormHelperText>
          </FormControl>
          <Button type="submit" loading={save.isPending} disabled={unchanged} sx={{ alignSelf: 'flex-start' }}>
            Сохранить имя
          </Button>
        </Stack>
      </form>
      <TimeZoneField settings={settings} />
      <EmailChangeDialog open={changingEmail} currentEmail={settings.email} onClose={() => setChangingEmail(false)} />
    </SettingsSection>
  );
}
