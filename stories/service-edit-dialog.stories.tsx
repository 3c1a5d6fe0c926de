import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServiceEditDialog } from '../web/src/features/services/components/service-edit-dialog';
import { consultationTypes } from './fixtures';

const meta = {
  title: 'Кабинет коуча/Услуги/Редактирование услуги',
  component: ServiceEditDialog,
  args: { type: consultationTypes[0]!, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof ServiceEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The single session with its price, icon and sale; a new price is for new purchases only. */
export const Full: Story = {};

export const OffSale: Story = { args: { type: { ...consultationTypes[1]!, on_sale: false } } };

/** Nothing but the name and the price: the texts are empty. */
export const Empty: Story = { args: { type: { ...consultationTypes[0]!, description: '', additional: '' } } };

export const Saving: Story = { args: { saving: true } };

export const Refused: Story = { args: { saveError: 'Недостаточно прав для этого действия.' } };
