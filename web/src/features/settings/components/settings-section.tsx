import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

export type SettingsSectionProps = { id: string; title: string; children: ReactNode; danger?: boolean };

/** One block of the settings page: a titled card, announced as a region by its heading. */
export function SettingsSection({ id, title, children, danger = false }: SettingsSectionProps) {
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" color={danger ? 'danger' : 'neutral'} sx={{ gap: 2 }}>
      <Typography id={id} level="title-lg" component="h2">
        {title}
      </Typography>
      {children}
    </Card>
  );
}
