import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AlertBannerView } from '../web/src/components/alert/alert-banner';

const meta = {
  title: 'Компоненты/Уведомление',
  component: AlertBannerView,
  args: { onClose: fn(), alert: { id: 1, status: 200, text: 'Запрос отправлен.' } },
} satisfies Meta<typeof AlertBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Forbidden: Story = { args: { alert: { id: 2, status: 403, text: 'Недостаточно прав.' } } };

export const ServerBusy: Story = { args: { alert: { id: 3, status: 502, text: 'Сервер загружен' } } };
