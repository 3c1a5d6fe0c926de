import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentSuccessView } from '../web/src/features/payments/components/payment-success-view';

const meta = {
  title: 'Сайт/Оплата/Результат оплаты',
  component: PaymentSuccessView,
  args: { confirmation: { status: 'paid' }, buyer: 'client', onHome: fn() },
} satisfies Meta<typeof PaymentSuccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};

/** A guest who bought a product: her file is in her mail, «home» is the landing page. */
export const PaidByGuest: Story = { args: { buyer: 'guest' } };

export const NotConfirmedForGuest: Story = { args: { confirmation: { status: 'unpaid' }, buyer: 'guest' } };

export const Checking: Story = { args: { confirmation: { status: 'checking' } } };

export const NotConfirmed: Story = { args: { confirmation: { status: 'unpaid' } } };

export const NotFound: Story = { args: { confirmation: { status: 'failed', message: 'Покупка не найдена.' } } };
