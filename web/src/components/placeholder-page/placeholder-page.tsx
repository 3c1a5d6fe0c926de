import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

export type PlaceholderPageProps = {
  title: string;
  text?: string;
  children?: ReactNode;
};

/** A real, minimal page for sections whose content is still being prepared. */
export function PlaceholderPage({
  title,
  text = 'Раздел готовится и скоро появится здесь.',
  children,
}: PlaceholderPageProps) {
  return (
    <Stack component="section" gap={2} sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography level="h2" component="h1">
        {title}
      </Typography>
      <Typography level="body-lg">{text}</Typography>
      {children}
    </Stack>
  );
}
