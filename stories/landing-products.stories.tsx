import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductDetailsDialog } from '../web/src/features/products/components/product-details-dialog';
import { ProductGrid } from '../web/src/features/products/components/product-grid';
import { balanceWorkbook, productsOnSaleFixture } from './product-fixtures';

const meta = {
  title: 'Сайт/Главная/Продукты',
  component: ProductGrid,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { products: productsOnSaleFixture, onDetails: fn(), onBuy: fn() },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** «Готовые решения»: the paid products (the free guide is offered in the hero only). */
export const Cards: Story = {};

/** Placeholders while the catalogue loads. */
export const Loading: Story = { args: { products: undefined } };

export const NothingOnSale: Story = { args: { products: [] } };

/** «Подробнее»: the name and the description as the coach formatted it. */
export const Details: Story = {
  render: () => <ProductDetailsDialog product={balanceWorkbook} onClose={fn()} onBuy={fn()} />,
};
