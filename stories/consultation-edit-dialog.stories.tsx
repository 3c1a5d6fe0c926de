import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConsultationEditDialog } from '../web/src/features/consultations/components/consultation-edit-dialog';
import { consultationWithSummary, otherClientConsultation } from './fixtures';

const meta = {
  title: 'Личный кабинет/Календарь/Редактирование сессии',
  component: ConsultationEditDialog,
  args: { open: true, consultation: otherClientConsultation, saving: false, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof ConsultationEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { consultation: consultationWithSummary } };

const nearLimit = `${'Сессия о поиске призвания: что радует, что утомляет, какие шаги дальше. '.repeat(45)}`.slice(0, 2990);

/** 2990 of 3000 characters: the counter shows how little room is left. */
export const NearTheLimit: Story = { args: { consultation: { ...consultationWithSummary, description: nearLimit } } };

export const Saving: Story = { args: { consultation: consultationWithSummary, saving: true } };
