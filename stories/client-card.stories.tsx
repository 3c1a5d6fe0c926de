import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ClientCardView } from '../web/src/features/clients/components/client-card-view';
import { emptyClientCard, fullClientCard, guestClientCard, packageClientCard, thisYear } from './clients-fixtures';

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
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Осталось 3 сессии')).toBeVisible();
  },
};

/** A package for December and a session in January: «сессий» with five, a purchase's day as people write it (the year only when it is not this one). */
export const PackageBought: Story = {
  args: { card: packageClientCard },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Осталось 5 сессий')).toBeVisible();
    await expect(card.getByText('Пакет из 5 сессий, 1 декабря')).toBeVisible();
    await expect(card.getByText(`Коуч-сессия, 5 января ${thisYear + 1}`)).toBeVisible();
  },
};

/** One session left in her package: «осталась» agrees with it. */
export const LastSessionLeft: Story = {
  args: { card: { ...fullClientCard, credits_left: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Осталась 1 сессия')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A guest who took the free guide without an account: no balance, no sessions. */
export const Guest: Story = { args: { card: guestClientCard } };

export const Empty: Story = { args: { card: emptyClientCard } };

export const Loading: Story = { args: { card: undefined } };

export const Failed: Story = { args: { card: undefined, failed: true } };
