import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertHost } from '../web/src/components/alert/alert-host';
import { clearAlert } from '../web/src/components/alert/alert-store';
import { ProductsSection } from '../web/src/features/product-management/components/product-management';
import { csrfHandler } from './api-fixtures';
import { managedProducts, withdrawnProduct } from './back-office-fixtures';
import { siteHandlers } from './mock-api';

const meta = {
  title: 'Кабинет коуча/Продукты/Список',
  component: ProductsSection,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { products: managedProducts, failed: false, onRetry: fn() },
} satisfies Meta<typeof ProductsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every product with its price, file, sales and downloads. */
export const Full: Story = {};

export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const Empty: Story = { args: { products: [] } };

export const Loading: Story = { args: { products: undefined } };

export const Failed: Story = { args: { products: undefined, failed: true } };

/** A withdrawn product under «Снятые с продажи», with «Вернуть в продажу». */
export const WithWithdrawn: Story = { args: { products: [...managedProducts, withdrawnProduct] } };

/** Everything withdrawn: the coach is told there is nothing on sale and can put one back. */
export const OnlyWithdrawn: Story = { args: { products: [withdrawnProduct] } };

/** «Вернуть в продажу» answered by `restore`, and the lists the app reloads after it. */
const restoreHandlers = (restore: () => Response) => [
  ...siteHandlers,
  csrfHandler,
  http.post(`*/api/product/${withdrawnProduct.id}/restore/`, restore),
  http.get('*/api/product/', () => HttpResponse.json([{ ...withdrawnProduct, on_sale: true }])),
  http.get('*/api/dictionary/productType/', () => HttpResponse.json([])),
];

/** The withdrawn product put back from the list; the page alert answers (none left from another story). */
const restoreFromList: Story = {
  args: OnlyWithdrawn.args,
  beforeEach: clearAlert,
  decorators: [
    (Story) => (
      <>
        <AlertHost />
        <Story />
      </>
    ),
  ],
};

const restoreAndReadAlert = async (canvasElement: HTMLElement) => {
  const section = within(canvasElement);
  await userEvent.click(await section.findByRole('button', { name: `Вернуть в продажу: ${withdrawnProduct.name}` }));
  return section.findByRole('alert');
};

/** «Вернуть в продажу»: the page says the product is on sale again. */
export const RestoredToSale: Story = {
  ...restoreFromList,
  parameters: { msw: { handlers: restoreHandlers(() => HttpResponse.json({ ...withdrawnProduct, on_sale: true })) } },
  play: async ({ canvasElement }) => {
    await expect(await restoreAndReadAlert(canvasElement)).toHaveTextContent('Продукт снова в продаже');
  },
};

/** «Вернуть в продажу» refused: the page says why it was not put back. */
export const RestoreRefused: Story = {
  ...restoreFromList,
  parameters: { msw: { handlers: restoreHandlers(() => HttpResponse.json({ detail: 'Продукт уже в продаже.' }, { status: 404 })) } },
  play: async ({ canvasElement }) => {
    await expect(await restoreAndReadAlert(canvasElement)).toHaveTextContent('Продукт уже в продаже.');
  },
};
