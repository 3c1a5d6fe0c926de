import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GiftCertificateForm } from '../web/src/features/gift-certificates/components/gift-certificate-form';
import { emptyGiftOrder } from '../web/src/features/gift-certificates/utils/gift-order';
import { consultationTypes } from './fixtures';

const meta = {
  title: 'Сайт/Подарочный сертификат',
  component: GiftCertificateForm,
  args: {
    offers: consultationTypes,
    form: emptyGiftOrder('2026-11-22'),
    errors: {},
    guest: true,
    validityMonths: 12,
    submitting: false,
    now: new Date('2026-11-22T09:00:00.000Z'),
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof GiftCertificateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's order: what, for whom, when; her address and consents; the validity the coach set (12 months). */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Сертификат действует 12 месяцев со дня покупки\./)).toBeVisible();
  },
};

/** The coach set 3 months in «Практика»: the form says so, in its Russian form. */
export const ThreeMonths: Story = {
  args: { guest: false, validityMonths: 3 },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByText(/Сертификат действует 3 месяца со дня покупки\./)).toBeVisible();
    await expect(form.queryByText('Ваша почта')).toBeNull();
  },
};

/** A sum of money chosen: its field, and the button says what she pays. */
export const Amount: Story = {
  args: { guest: false, form: { ...emptyGiftOrder('2026-11-22'), typeId: 'amount', amount: '5000' } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText('Сумма, ₽')).toHaveValue('5000');
    await expect(form.getByRole('button', { name: /Оплатить 5\s000/ })).toBeVisible();
  },
};

/** An amount outside the limits: the field says which. */
export const AmountOutOfRange: Story = {
  args: { guest: false, form: { ...emptyGiftOrder('2026-11-22'), typeId: 'amount', amount: '100' }, errors: { amount: 'Сумма — целое число рублей от 500 до 300 000.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Сумма — целое число рублей от 500 до 300 000.')).toBeVisible();
  },
};
