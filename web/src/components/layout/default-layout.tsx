import Box from '@mui/joy/Box';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export type DefaultLayoutProps = { header: ReactNode; children: ReactNode };

/** The layout every page gets unless it opts out (spec 2.2). */
export function DefaultLayout({ header, children }: DefaultLayoutProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {header}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
    </Box>
  );
}
