import Stack from '@mui/joy/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BackOfficeNav } from '../web/src/features/back-office/components/back-office-nav';
import { PlaceholderBannerView } from '../web/src/features/practice/components/placeholder-banner';
import { seededPractice } from './back-office-fixtures';

/** The back office's head: its sections (scrolling sideways on a phone) and the placeholder warning. */
function BackOfficeHead({ current, placeholders }: { current: Parameters<typeof BackOfficeNav>[0]['current']; placeholders: readonly string[] }) {
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <BackOfficeNav current={current} />
      <PlaceholderBannerView placeholders={placeholders} />
    </Stack>
  );
}

const meta = {
  title: 'Кабинет коуча/Разделы и предупреждение о заглушках',
  component: BackOfficeHead,
  args: { current: 'clients', placeholders: seededPractice.placeholders },
} satisfies Meta<typeof BackOfficeHead>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh start: the placeholders are named and linked to Практика. */
export const WithPlaceholders: Story = {};

/** Everything filled in: no banner. */
export const AllFilledIn: Story = { args: { current: 'journal', placeholders: [] } };

/** On a phone the sections scroll sideways; nothing is clipped. */
export const Phone: Story = { args: { current: 'practice' }, globals: { viewport: { value: 'mobile1', isRotated: false } } };
