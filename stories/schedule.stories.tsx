import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from 'luxon';
import { fn } from 'storybook/test';
import type { Consultation, Schedule } from '../web/src/api/generated/model';
import { BookedMonth } from '../web/src/features/schedule/components/booked-month';
import { ExceptionDialog } from '../web/src/features/schedule/components/exception-dialog';
import { OutsidePlanNotice } from '../web/src/features/schedule/components/outside-plan-notice';
import { ScheduleEditor } from '../web/src/features/schedule/components/schedule-editor';
import { ScheduleScreen } from '../web/src/features/schedule/components/schedule-screen';
import { SessionSettings } from '../web/src/features/schedule/components/session-settings';
import { decemberSessions, defaultSchedule, fullSchedule } from './schedule-fixtures';

const december = DateTime.fromISO('2026-12-01', { zone: 'Europe/Moscow' }).setLocale('ru');
const today = '2026-11-22';

/** The screen's parts, as the back office wires them, with the given data. */
const parts = (sessions: Consultation[] | undefined, options: { error?: string } = {}) => ({
  editor: (schedule: Schedule) => <ScheduleEditor schedule={schedule} today={today} error={options.error} onSave={fn()} />,
  bookedMonth: <BookedMonth month={december} sessions={sessions} onPrevious={fn()} onNext={fn()} />,
  sessionSettings: (schedule: Schedule) => <SessionSettings schedule={schedule} onChooseProvider={fn()} onSaveMeetingUrl={fn()} onRotateFeed={fn()} />,
});

const meta = {
  title: 'Кабинет коуча/Расписание/Неделя и исключения',
  component: ScheduleScreen,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { schedule: fullSchedule, onRetry: fn(), ...parts(decemberSessions) },
} satisfies Meta<typeof ScheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tuesdays and Sundays off, two or three times a day, special days, bookings outside the plan, a booked month. */
export const Full: Story = {};

/** The same on a phone: weekdays stacked, the booked month as day cards. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A practice that never changed its schedule: daily at 10:00, nothing booked yet. */
export const Empty: Story = { args: { schedule: defaultSchedule, ...parts([]) } };

export const Loading: Story = { args: { schedule: undefined } };

export const LoadFailed: Story = { args: { schedule: undefined, failed: true } };

/** A save the server refused: its Russian reason under the form. */
export const SaveRefused: Story = { args: { ...parts(decemberSessions, { error: 'Между сессиями в понедельник нужен хотя бы час: 10:30 слишком близко к предыдущему времени.' }) } };

/** The month of bookings while it loads, and when it cannot. */
export const MonthLoading: Story = { args: { ...parts(undefined) } };

export const MonthFailed: Story = {
  args: { bookedMonth: <BookedMonth month={december} sessions={undefined} failed onPrevious={fn()} onNext={fn()} /> },
};

/** What a save answers when sessions fall outside the new plan: they stay booked. */
export const OutsideThePlan: Story = { render: () => <OutsidePlanNotice bookings={fullSchedule.bookings_outside_plan} /> };

/** «Новый особый день»: a day off by default. */
export const NewExceptionDialog: Story = { render: () => <ExceptionDialog open today={today} onSave={fn()} onClose={fn()} /> };

/** Changing a special day with its own times. */
export const ExceptionWithTimesDialog: Story = {
  render: () => <ExceptionDialog open today={today} exception={{ date: '2027-01-08', times: ['12:00', '16:00'] }} onSave={fn()} onClose={fn()} />,
};

export const ExceptionDayOffDialog: Story = {
  render: () => <ExceptionDialog open today={today} exception={{ date: '2026-12-31', times: [] }} onSave={fn()} onClose={fn()} />,
};
