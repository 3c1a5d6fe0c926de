import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlaceholderPage } from '../web/src/components/placeholder-page/placeholder-page';
import { AppHeader } from '../web/src/components/layout/app-header';
import { CabinetLayout } from '../web/src/features/cabinet/components/cabinet-layout';
import { CabinetNav } from '../web/src/features/cabinet/components/cabinet-nav';
import { loginPathFor } from '../web/src/features/auth/utils/login-path';
import { clientUser, superUser } from './fixtures';

const meta = {
  title: 'Сайт/Шапка',
  component: AppHeader,
  args: { user: null, onSignOut: fn(), loginHrefFor: loginPathFor },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest on the about page: «Войти» leads to /login?redirect=%2Fabout. */
export const Guest: Story = {
  parameters: { router: { initialEntries: ['/about'] } },
};

/** A signed-in client outside the cabinet: «Кабинет», no e-mail, no sign-out icon. */
export const SignedInClient: Story = {
  args: { user: clientUser },
};

/** A superuser in the cabinet: e-mail, «Выйти», and the rail with the three admin entries. */
export const SuperuserInCabinet: Story = {
  args: { user: superUser },
  parameters: { router: { initialEntries: ['/lk'] } },
  render: (args) => (
    <Box>
      <AppHeader {...args} />
      <CabinetLayout isSuperuser onSupport={fn()}>
        <PlaceholderPage title="Календарь" />
      </CabinetLayout>
    </Box>
  ),
};

/** A client in the cabinet on a phone: one menu, the header's drawer, with the cabinet's sections first. */
export const Mobile: Story = {
  args: { user: clientUser, cabinetSections: () => <CabinetNav isSuperuser={false} onSupport={fn()} /> },
  parameters: { router: { initialEntries: ['/lk/product'] } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <Box>
      <AppHeader {...args} />
      <CabinetLayout isSuperuser={false} onSupport={fn()}>
        <PlaceholderPage title="Продукты" />
      </CabinetLayout>
    </Box>
  ),
};

/** The mobile menu drawer, opened: the cabinet's sections, then the site's. */
export const MobileMenuOpen: Story = {
  ...Mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть меню' }));
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(drawer).getByRole('link', { name: 'Настройки' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Запрос в поддержку' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Услуги' })).toBeVisible();
  },
};
