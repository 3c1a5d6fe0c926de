import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PurchasedProductList } from '../web/src/features/products/components/purchased-product-list';
import { purchasedProducts, refundedPurchasedProduct } from './product-fixtures';

const meta = {
  title: 'Личный кабинет/Продукты',
  component: PurchasedProductList,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { products: purchasedProducts, onDownload: fn() },
} satisfies Meta<typeof PurchasedProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three purchases: amounts in roubles, payment dates in Moscow time. */
export const Items: Story = {};

/** The file of one purchase is being fetched. */
export const Downloading: Story = { args: { downloadingId: 'p-102' } };

export const Empty: Story = { args: { products: [] } };

/** A refunded purchase stays listed, marked «Возвращено 20.11.2026», with no «Скачать». */
export const Refunded: Story = { args: { products: [refundedPurchasedProduct, ...purchasedProducts] } };
