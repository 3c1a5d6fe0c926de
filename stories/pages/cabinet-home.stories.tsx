import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CabinetHomePage from '../../web/src/app/routes/lk/home';
import { authStore } from '../../web/src/lib/auth-store';
import { clientUser } from '../fixtures';
import { siteHandlers } from '../mock-api';
import { cabinetHandlers } from './cabinet-fixtures';
import { phone } from './page-parameters';

const meta = {
  title: 'Страницы/Личный кабинет',
  component: CabinetHomePage,
  parameters: {
    router: { initialEntries: ['/lk'] },
    msw: { handlers: [...siteHandlers, ...cabinetHandlers] },
  },
  globals: phone,
  // The cabinet is hers once she has signed in.
  beforeEach: () => {
    authStore.setUser(clientUser);
    return () => authStore.clear();
  },
} satisfies Meta<typeof CabinetHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A client on a phone: the free days of this month, her session three days ahead. */
export const ClientOnPhone: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: /^Свободные даты для сессии/ })).toBeVisible();
    await expect(await page.findByRole('heading', { level: 3, name: 'Предстоящие' })).toBeVisible();
  },
};
