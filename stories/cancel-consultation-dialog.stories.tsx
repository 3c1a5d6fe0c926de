import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CancelConsultationDialog } from '../web/src/features/consultations/components/cancel-consultation-dialog';
import { bookedConsultation, paidConsultation } from './fixtures';

const meta = {
  title: 'Личный кабинет/Календарь/Отмена сессии',
  component: CancelConsultationDialog,
  args: { consultation: paidConsultation, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof CancelConsultationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid session: it comes back to her balance, and unused sessions are refundable. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByText(/Оплаченная сессия вернётся на ваш счёт/)).toBeVisible();
    await expect(page.getByText(/неиспользованные сессии возвращаются деньгами/)).toBeVisible();
  },
};

/** A booking awaiting its payment: only its hold is let go, nothing was charged. */
export const AwaitingPayment: Story = {
  args: { consultation: { ...bookedConsultation, awaiting_payment: { purchase_id: 'p-41', pay_by: '2026-11-22T09:15:00.000Z' } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByText('Бронь снимется; деньги за неё не списывались.')).toBeVisible();
    await expect(page.queryByText(/вернётся на ваш счёт/)).toBeNull();
  },
};
