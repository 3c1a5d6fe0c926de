import IconButton from '@mui/joy/IconButton';
import { useColorScheme } from '@mui/joy/styles';
import { DarkModeIcon, LightModeIcon } from '../icons/icons';

/** Switches between the light (default) and the dark colour scheme. */
export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const label = dark ? 'Включить светлую тему' : 'Включить тёмную тему';
  return (
    <IconButton variant="plain" color="neutral" aria-label={label} title={label} onClick={() => setMode(dark ? 'light' : 'dark')}>
      {dark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
