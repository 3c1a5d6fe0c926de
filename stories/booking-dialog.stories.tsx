import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BookingDialog } from '../web/src/features/consultations/components/booking-dialog';
import { consultationTypes, dayWithTwoTimes, freeConsultationType, novemberFreeDays } from './fixtures';

const meta = {
  title: 'Личный кабинет/Календарь/Запись на сессию',
  component: BookingDialog,
  args: {
    open: true,
    day: novemberFreeDays[0] ?? null,
    types: consultationTypes,
    credits: 0,
    submitting: false,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid type preselected: «Купить». */
export const PaidType: Story = {};

/** A free type first: «Бесплатно» and «Получить БЕСПЛАТНО». */
export const FreePrice: Story = { args: { types: [freeConsultationType, ...consultationTypes] } };

/** Package credits left and the single session picked: «Записаться (сессия из пакета)». */
export const WithCredits: Story = { args: { credits: 3 } };

/** Before the dictionary loads: the placeholder price 3 500 ₽. */
export const TypesLoading: Story = { args: { types: undefined } };

/** A day with two free times to choose from. */
export const TwoTimes: Story = { args: { day: dayWithTwoTimes } };

export const Submitting: Story = { args: { submitting: true } };

/** 1 500 ₽ left on her amount gift certificate: it pays that much, the card the rest. */
export const WithGiftBalance: Story = {
  args: { giftBalance: 1500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByText(/Подарочный сертификат оплатит 1\s500 ₽, остальное/)).toBeVisible();
  },
};
