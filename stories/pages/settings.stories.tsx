import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { DataExportState } from '../../web/src/api/generated/model';
import { expect, within } from 'storybook/test';
import CabinetSettingsPage from '../../web/src/app/routes/lk/setting';
import { siteHandlers } from '../mock-api';
import { settingsFixture } from '../settings-fixtures';
import { phone } from './page-parameters';

/** She has not asked for her data yet. */
const noDataExport: DataExportState = { export: null };

const meta = {
  title: 'Страницы/Настройки',
  component: CabinetSettingsPage,
  parameters: {
    router: { initialEntries: ['/lk/setting'] },
    msw: {
      handlers: [
        ...siteHandlers,
        http.get('*/api/setting/', () => HttpResponse.json(settingsFixture)),
        http.get('*/api/setting/export/', () => HttpResponse.json(noDataExport)),
      ],
    },
  },
  globals: phone,
} satisfies Meta<typeof CabinetSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A client's settings on a phone: profile, consents (the advertising one withdrawn by the mail link), her data, deletion. */
export const ClientOnPhone: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('switch', { name: /Получать рассылку/ })).not.toBeChecked();
  },
};
