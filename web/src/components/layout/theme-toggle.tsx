import IconButton from '@mui/joy/IconButton';
import { useColorScheme } from '@mui/joy/styles';
import { useHydrated } from '../../lib/use-hydrated';
import { DarkModeIcon, LightModeIcon } from '../icons/icons';

export type ThemeToggleProps = {
  /** Called with the scheme chosen here (the signed-in client's account keeps it). */
  onChange?: (mode: 'light' | 'dark') => void;
};

/** Switches between the light (default) and the dark colour scheme. */
export function ThemeToggle({ onChange }: ThemeToggleProps) {
  const { mode, systemMode, setMode } = useColorScheme();
  // The server renders the light (default) scheme's toggle; the stored choice shows once hydrated.
  const hydrated = useHydrated();
  const dark = hydrated && (mode === 'system' ? systemMode : mode) === 'dark';
  const label = dark ? 'Включить светлую тему' : 'Включить тёмную тему';
  return (
    <IconButton variant="plain" color="neutral" aria-label={label} title={label} onClick={() => {
        const next = dark ? 'light' : 'dark';
        setMode(next);
        onChange?.(next);
      }}>
      {dark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
