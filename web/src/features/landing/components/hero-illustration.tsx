import Box from '@mui/joy/Box';
import { useId } from 'react';

const ROAD = 'M96 280 C110 250 170 252 168 232 C166 214 118 214 132 196 C144 181 180 186 186 170';

/**
 * A path winding up to a flag at sunrise: the hero's picture, drawn inline so the landing loads no
 * image. Colours are the theme's variables, so it follows the light and dark schemes.
 */
export function HeroIllustration() {
  const frame = useId();
  return (
    <Box component="svg" viewBox="0 0 320 280" aria-hidden focusable="false" sx={(theme) => ({ width: '100%', maxWidth: 400, height: 'auto', display: 'block', [theme.getColorSchemeSelector('dark')]: { opacity: 0.85 } })}>
      <clipPath id={frame}>
        <rect width="320" height="280" rx="32" />
      </clipPath>
      <g clipPath={`url(#${frame})`}>
        <rect width="320" height="280" fill="var(--joy-palette-primary-100)" />
        <circle cx="212" cy="96" r="56" fill="var(--joy-palette-warning-100)" />
        <circle cx="212" cy="96" r="36" fill="var(--joy-palette-warning-200)" />
        <path d="M0 214 L78 132 L126 176 L184 112 L270 198 L320 160 L320 280 L0 280 Z" fill="var(--joy-palette-primary-200)" />
        <path d="M0 240 L64 190 L132 228 L214 170 L320 232 L320 280 L0 280 Z" fill="var(--joy-palette-primary-300)" />
        <path d={ROAD} fill="none" stroke="#FFFFFF" strokeWidth="9" strokeLinecap="round" />
        <path d={ROAD} fill="none" stroke="var(--joy-palette-primary-600)" strokeWidth="2" strokeDasharray="6 8" strokeLinecap="round" />
        <path d="M186 170 L186 140" stroke="var(--joy-palette-primary-700)" strokeWidth="3" strokeLinecap="round" />
        <path d="M186 140 L206 147 L186 154 Z" fill="var(--joy-palette-danger-400)" />
      </g>
    </Box>
  );
}
