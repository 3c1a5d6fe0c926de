import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from '../web/src/components/not-found-page/not-found-page';

const meta = {
  title: 'Страницы/Страница не найдена',
  component: NotFoundPage,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown address: the way back to the landing page and to the blog. */
export const UnknownAddress: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Статьи' })).toHaveAttribute('href', '/blogs');
  },
};
