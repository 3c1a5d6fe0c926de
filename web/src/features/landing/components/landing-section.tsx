import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

export type LandingSectionProps = {
  id: string;
  title: string;
  /** A sentence under the heading. */
  lead?: string;
  children: ReactNode;
  tinted?: boolean;
};

/** A landing section the header can scroll to by its element id (under the sticky header). */
export function LandingSection({ id, title, lead, children, tinted = false }: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ scrollMarginTop: 72, py: { xs: 5, md: 8 }, px: 2, bgcolor: tinted ? 'background.level1' : undefined }}
    >
      <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
        <Typography id={headingId} level="h2" sx={{ fontSize: { xs: '1.625rem', md: '2rem' }, mb: lead ? 1 : 3 }}>
          {title}
        </Typography>
        {lead && (
          <Typography level="body-lg" textColor="text.secondary" sx={{ maxWidth: 720, mb: 3 }}>
            {lead}
          </Typography>
        )}
        {children}
      </Box>
    </Box>
  );
}
