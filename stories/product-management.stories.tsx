import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductsSection } from '../web/src/features/product-management/components/product-management';
import { managedProducts, withdrawnProduct } from './back-office-fixtures';

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
