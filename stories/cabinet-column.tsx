import Box from '@mui/joy/Box';
import type { Decorator } from '@storybook/react-vite';

/** A story in the width of the cabinet's column, as the workspace's pieces stand there. */
export const inCabinetColumn: Decorator = (Story) => (
  <Box sx={{ maxWidth: 760, mx: 'auto', p: 2 }}>
    <Story />
  </Box>
);
