import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentsView } from '../web/src/features/payment-ledger/components/payments-section';
import { monthlyTotals, paymentPage } from './back-office-fixtures';

const meta = {
  title: 'Кабинет коуча/Платежи',
  component: PaymentsView,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    totals: monthlyTotals,
    page: paymentPage,
    receiptProblems: 2,
    failed: false,
    filter: {},
    onFilter: fn(),
    onPage: fn(),
    onRetry: fn(),
    exportUrl: '/api/admin/payments/export/',
  },
} satisfies Meta<typeof PaymentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Totals, then payments and refunds with what was paid for, who paid and how. */
export const Full: Story = {};

/** On a phone every payment is a card. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Filtered to November's packages, on the second of several pages. */
export const FilteredAndPaged: Story = {
  args: { filter: { month: '2026-11', type: 'package' }, page: { ...paymentPage, items: paymentPage.items.slice(2, 3), total: 120, page: 2 } },
};

export const Empty: Story = { args: { totals: [], page: { items: [], total: 0, page: 1, page_size: 50 }, receiptProblems: 0 } };

export const Loading: Story = { args: { totals: undefined, page: undefined } };

export const Failed: Story = { args: { page: undefined, failed: true } };
