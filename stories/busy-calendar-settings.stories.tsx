import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from 'luxon';
import { fn } from 'storybook/test';
import { BusyCalendarSettings } from '../web/src/features/schedule/components/busy-calendar-settings';

const address = 'https://calendar.google.com/calendar/ical/anna.smirnova%40gmail.com/private-5f1c0e/basic.ics';
// Thursday 26 November 2026, 15:00 in Moscow.
const now = DateTime.fromISO('2026-11-26T12:00:00Z');

const meta = {
  title: 'Кабинет коуча/Расписание/Занятость из календаря',
  component: BusyCalendarSettings,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { url: address, status: { last_success_at: '2026-11-26T11:45:00.000Z', failing_since: null, error: null, conflicts: [] }, onSave: fn(), now },
} satisfies Meta<typeof BusyCalendarSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read a quarter of an hour ago. */
export const Connected: Story = {};

/** No calendar yet: where to find its address. */
export const NotConnected: Story = { args: { url: null, status: undefined } };

/** The calendar fails since 12:40; the last good busy times still count, and two sessions overlap them. */
export const FailingWithConflicts: Story = {
  args: {
    status: {
      last_success_at: '2026-11-26T09:30:00.000Z',
      failing_since: '2026-11-26T09:40:00.000Z',
      error: 'сервер календаря ответил ошибкой 500',
      conflicts: [
        { id: 7, date: '2026-12-03T07:00:00.000Z', email: 'anna@example.ru', name: 'Анна' },
        { id: 12, date: '2026-12-10T11:00:00.000Z', email: 'vera@example.ru', name: null },
      ],
    },
  },
};
