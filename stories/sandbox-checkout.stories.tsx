import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SandboxCheckoutDialog } from '../web/src/components/checkout/sandbox-checkout-dialog';

const meta = {
  title: 'Сайт/Оплата/Тестовая оплата',
  component: SandboxCheckoutDialog,
  args: { open: true, amount: 3500, paying: false, declining: false, onPay: fn(), onDecline: fn() },
} satisfies Meta<typeof SandboxCheckoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleSession: Story = {};

export const Package: Story = { args: { amount: 29750 } };

export const Paying: Story = { args: { paying: true } };
