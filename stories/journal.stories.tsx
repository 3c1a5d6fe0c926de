import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Journal } from '../web/src/features/admin/components/journal';
import { journalEvents, journalEventTypes } from './journal-fixtures';

const meta = {
  title: 'Кабинет коуча/Журнал',
  component: Journal,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    events: journalEvents,
    eventTypes: journalEventTypes,
    filter: {},
    onFilterChange: fn(),
    onSelectClient: fn(),
    onClearClient: fn(),
    onRetry: fn(),
    canGoNewer: false,
    canGoOlder: true,
    onNewer: fn(),
    onOlder: fn(),
  },
} satisfies Meta<typeof Journal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of events in Russian: who, whom, the essentials; the raw event behind «Исходное событие». */
export const Full: Story = {};

/** The same page on a phone: cards instead of the table. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Filtered by type and by one client. */
export const Filtered: Story = {
  args: { events: journalEvents.filter((event) => event.type === 'PaymentSucceeded'), filter: { type: 'PaymentSucceeded' }, selectedClient: 'anna.petrova@example.ru', canGoOlder: false },
};

export const Empty: Story = { args: { events: [], canGoOlder: false } };

export const Loading: Story = { args: { events: undefined, canGoOlder: false } };

export const Failed: Story = { args: { events: undefined, failed: true, canGoOlder: false } };
