import Typography from '@mui/joy/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppModal } from '../web/src/components/modal/app-modal';

const meta = {
  title: 'Компоненты/Модальное окно',
  component: AppModal,
  args: {
    open: true,
    title: 'Редактирование сессии',
    onClose: fn(),
    onSave: fn(),
    children: <Typography>Содержимое окна.</Typography>,
  },
} satisfies Meta<typeof AppModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSave: Story = {};

export const CloseOnly: Story = { args: { closeOnly: true, title: 'Подробнее' } };

export const Saving: Story = { args: { saving: true } };

export const FullScreenOnPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
