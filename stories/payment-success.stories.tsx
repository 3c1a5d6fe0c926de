import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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

/** A gift certificate: the server's answer says the day its recipient is mailed, in place of the usual line. */
export const GiftCertificatePaid: Story = {
  args: { buyer: 'guest', confirmation: { status: 'paid', message: 'Спасибо! Сертификат придёт получателю на почту 5 декабря 2026, а чек — вам.' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Спасибо! Сертификат придёт получателю на почту 5 декабря 2026, а чек — вам.')).toBeVisible();
    await expect(page.queryByText(/Письмо со ссылкой для скачивания/)).toBeNull();
  },
};

export const NotConfirmedForGuest: Story = { args: { confirmation: { status: 'unpaid' }, buyer: 'guest' } };

export const Checking: Story = { args: { confirmation: { status: 'checking' } } };

export const NotConfirmed: Story = { args: { confirmation: { status: 'unpaid' } } };

export const NotFound: Story = { args: { confirmation: { status: 'failed', message: 'Покупка не найдена.' } } };
