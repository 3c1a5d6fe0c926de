import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ClientCardView } from '../web/src/features/clients/components/client-card-view';
import { emptyClientCard, fullClientCard, guestClientCard } from './clients-fixtures';

const meta = {
  title: 'Кабинет коуча/Клиенты/Карточка клиента',
  component: ClientCardView,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1000, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    card: fullClientCard,
    onBack: fn(),
    onRetry: fn(),
    onCancelSession: fn(),
    onRefund: fn(),
    onAdjustCredits: fn(),
    onWriteNote: fn(),
    onEditNote: fn(),
    onDeleteNote: fn(),
  },
} satisfies Meta<typeof ClientCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Notes, credits, an upcoming and a past session, paid and refunded purchases, consents, a support request. */
export const Full: Story = {};

export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A guest who took the free guide without an account: no balance, no sessions. */
export const Guest: Story = { args: { card: guestClientCard } };

export const Empty: Story = { args: { card: emptyClientCard } };

export const Loading: Story = { args: { card: undefined } };

export const Failed: Story = { args: { card: undefined, failed: true } };
