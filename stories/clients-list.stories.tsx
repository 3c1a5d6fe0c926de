import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ClientsList } from '../web/src/features/clients/components/clients-list';
import { clientsPage } from './clients-fixtures';

const meta = {
  title: 'Кабинет коуча/Клиенты/Список',
  component: ClientsList,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { page: clientsPage, search: '', onSearch: fn(), onOpen: fn(), onPage: fn(), onRetry: fn() },
} satisfies Meta<typeof ClientsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accounts and guests, newest activity first, with pages. */
export const Full: Story = {};

/** On a phone: cards instead of the table. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const Searched: Story = { args: { search: 'anna', page: { ...clientsPage, items: clientsPage.items.slice(1, 2), total: 1 } } };

export const Empty: Story = { args: { search: 'никого', page: { items: [], total: 0, page: 1, page_size: 20 } } };

export const Loading: Story = { args: { page: undefined } };

export const Failed: Story = { args: { page: undefined, failed: true } };

/** Clients with messages the coach has not read: the count beside the name. */
export const WithUnreadMessages: Story = { args: { unread: new Map([['c1a2b3c4-0000-4000-8000-000000000001', 3]]) } };
