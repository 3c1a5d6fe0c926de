import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SupportDialog } from '../web/src/features/support/components/support-dialog';

const meta = {
  title: 'Личный кабинет/Запрос в поддержку',
  component: SupportDialog,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof SupportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
