import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadState } from '../web/src/components/load-state/load-state';

/** The loading and failed states every back-office section (Практика, Услуги) goes through. */
function SectionLoad({ data, failed, what, onRetry }: { data: string | undefined; failed: boolean; what: string; onRetry: () => void }) {
  return (
    <Box sx={{ p: 2 }}>
      <LoadState data={data} failed={failed} what={what} onRetry={onRetry}>
        {(loaded) => <Typography>{loaded}</Typography>}
      </LoadState>
    </Box>
  );
}

const meta = {
  title: 'Кабинет коуча/Загрузка раздела',
  component: SectionLoad,
  args: { data: undefined, failed: false, what: 'сведения о практике', onRetry: fn() },
} satisfies Meta<typeof SectionLoad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Failed: Story = { args: { failed: true, what: 'услуги' } };

export const Loaded: Story = { args: { data: 'Раздел загружен.' } };
