import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import LandingPage from '../../web/src/app/routes/landing';
import { siteHandlers } from '../mock-api';
import { landingConsultationTypes, productsOnSaleFixture } from '../product-fixtures';
import { phone } from './page-parameters';

const meta = {
  title: 'Страницы/Главная',
  component: LandingPage,
  parameters: {
    msw: {
      handlers: [
        ...siteHandlers,
        http.get('*/api/dictionary/consultationType/', () => HttpResponse.json(landingConsultationTypes)),
        http.get('*/api/dictionary/productType/', () => HttpResponse.json(productsOnSaleFixture)),
        http.get('*/api/testimonials/', () => HttpResponse.json([])),
      ],
    },
  },
  globals: phone,
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing on a phone, every section (they follow the first screen in a transition), with the catalogue as seeded and no published testimonials yet. */
export const OnPhone: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Частые вопросы' }, { timeout: 5000 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: landingConsultationTypes[0]?.name })).toBeVisible();
  },
};
