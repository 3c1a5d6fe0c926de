import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from 'luxon';
import { fn } from 'storybook/test';
import { NewsletterEditDialog } from '../web/src/features/newsletters/components/newsletter-edit-dialog';
import { scheduledNewsletter, sentNewsletter } from './content-fixtures';
import { storyToday } from './fixtures';

const meta = {
  title: 'Личный кабинет/Рассылка/Редактирование письма',
  component: NewsletterEditDialog,
  args: { open: true, newsletter: null, defaultAt: DateTime.fromISO(storyToday).plus({ hours: 1 }).startOf('hour'), saving: false, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof NewsletterEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** «Создать рассылку»: the rich-text editor loads on demand. */
export const Empty: Story = {};

/** A scheduled newsletter: its HTML is read back into the editor. */
export const Filled: Story = { args: { newsletter: scheduledNewsletter } };

/** Already mailed: read-only, with a note why. */
export const Sent: Story = { args: { newsletter: sentNewsletter } };
