import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from 'luxon';
import { expect, fn, userEvent, within } from 'storybook/test';
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
  args: { url: address, status: { last_success_at: '2026-11-26T11:45:00.000Z', failing_since: null, error: null, paused: false, conflicts: [] }, onSave: fn(), now },
} satisfies Meta<typeof BusyCalendarSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the coach saves in a story's play: the address (trimmed), or null to disconnect. */
const saved = fn();

/** Read a quarter of an hour ago; «Прочитать сейчас» saves the address again, «Отключить» saves none. */
export const Connected: Story = {
  args: { onSave: saved },
  play: async ({ canvasElement }) => {
    saved.mockClear();
    const settings = within(canvasElement);
    await expect(settings.getByText('Календарь прочитан в 14:45, обновляется каждые 15 минут.')).toBeVisible();
    await userEvent.click(settings.getByRole('button', { name: 'Прочитать сейчас' }));
    await userEvent.click(settings.getByRole('button', { name: 'Отключить' }));
    await expect(saved.mock.calls).toEqual([[address], [null]]);
  },
};

/** No calendar yet: where to find its address; what is not an https link is refused, a pasted one is saved trimmed. */
export const NotConnected: Story = {
  args: { url: null, status: undefined, onSave: saved },
  play: async ({ canvasElement }) => {
    saved.mockClear();
    const settings = within(canvasElement);
    const field = settings.getByLabelText('Секретный адрес календаря (iCal)');
    await userEvent.type(field, 'мой календарь');
    await expect(settings.getByText('Нужна ссылка, начинающаяся с https://')).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, ` ${address} `);
    await userEvent.click(settings.getByRole('button', { name: 'Сохранить' }));
    await expect(saved).toHaveBeenCalledWith(address);
  },
};

/**
 * The calendar fails since 12:40 and was last read well last night; those busy times still count,
 * and two sessions overlap them, named by the client's name or address (next year's with its year).
 */
export const FailingWithConflicts: Story = {
  args: {
    status: {
      last_success_at: '2026-11-25T20:15:00.000Z',
      failing_since: '2026-11-26T09:40:00.000Z',
      error: 'сервер календаря ответил ошибкой 500',
      paused: false,
      conflicts: [
        { id: 7, date: '2026-12-03T07:00:00.000Z', email: 'anna@example.ru', name: 'Анна' },
        { id: 12, date: '2027-01-12T11:00:00.000Z', email: 'vera@example.ru', name: null },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const settings = within(canvasElement);
    await expect(settings.getByText('Календарь недоступен с 12:40: сервер календаря ответил ошибкой 500.')).toBeVisible();
    await expect(settings.getByText(/из последнего удачного чтения \(25 ноября 23:15\)/)).toBeVisible();
    await expect(settings.getByText('Пересекается с вашим календарём: 3 декабря 10:00 — Анна')).toBeVisible();
    await expect(settings.getByText('Пересекается с вашим календарём: 12 января 2027 14:00 — vera@example.ru')).toBeVisible();
  },
};

/** A file refused for an event that repeats every minute: no more reads until she fixes it and reads it again herself. */
export const PausedForARecurrence: Story = {
  args: {
    onSave: saved,
    status: {
      last_success_at: '2026-11-25T20:15:00.000Z',
      failing_since: '2026-11-26T11:50:00.000Z',
      error: 'повторение каждую секунду или минуту не читается (событие с 1 декабря 2026): измените повторение или удалите событие',
      paused: true,
      conflicts: [],
    },
  },
  play: async ({ canvasElement }) => {
    saved.mockClear();
    const settings = within(canvasElement);
    await expect(settings.getByText(/Календарь недоступен с 14:50: повторение каждую секунду или минуту не читается/)).toBeVisible();
    await expect(settings.getByText(/Сам сайт его больше не читает/)).toBeVisible();
    await userEvent.click(settings.getByRole('button', { name: 'Прочитать сейчас' }));
    await expect(saved).toHaveBeenCalledWith(address);
  },
};
