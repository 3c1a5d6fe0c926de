import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewsletterCard } from '../web/src/features/newsletters/components/newsletter-card';
import { scheduledNewsletter, sentNewsletter, sentToNobodyNewsletter } from './content-fixtures';

const meta = {
  title: 'Личный кабинет/Рассылка/Карточка письма',
  component: NewsletterCard,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 960, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { newsletter: scheduledNewsletter, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof NewsletterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scheduled: light blue, the HTML as the server keeps it (headings, quote, marks, rule, link, code). */
export const Scheduled: Story = {};

/** Mailed: green, with a picture and «Отправлена 42 получателям». */
export const Sent: Story = { args: { newsletter: sentNewsletter } };

/** Mailed when nobody was subscribed: «Никому: нет подписчиков». */
export const SentToNobody: Story = { args: { newsletter: sentToNobodyNewsletter } };
