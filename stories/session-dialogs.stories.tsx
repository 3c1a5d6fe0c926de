import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MoveModeBanner } from '../web/src/features/consultations/components/move-mode-banner';
import { RescheduleDialog } from '../web/src/features/consultations/components/reschedule-dialog';
import { SessionSettings } from '../web/src/features/schedule/components/session-settings';
import type { Schedule } from '../web/src/api/generated/model';
import { WaitlistPanel } from '../web/src/features/consultations/components/waitlist-panel';
import { dayWithTwoTimes, paidConsultation } from './fixtures';

const meta = {
  title: 'Личный кабинет/Календарь/Перенос сессии',
  component: RescheduleDialog,
  args: { consultation: paidConsultation, day: dayWithTwoTimes, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof RescheduleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** «Перенос сессии»: the new day's times, the first preselected. */
export const Dialog: Story = {};

export const Moving: Story = { args: { moving: true } };

/** Above the calendar while a session is being moved. */
export const Banner: Story = {
  render: () => (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
      <MoveModeBanner consultation={paidConsultation} onStop={fn()} />
    </Box>
  ),
};

const schedule: Schedule = {
  weekly_plan: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['10:00'] })),
  exceptions: [],
  booking_window_days: 90,
  min_notice_days: 1,
  bookings_outside_plan: [],
  meeting_url: 'https://telemost.yandex.ru/j/55501234567890',
  calendar_feed_url: 'https://coach.example.ru/api/calendar-feed/0n3S3cr3tT0k3nF0rTh3C0achsF33d/',
  room_provider: 'static',
  configured_room_providers: ['static', 'jitsi'],
};

/** The coach's meeting room and calendar feed in the back office. */
export const CoachSettings: Story = {
  render: () => (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
      <SessionSettings schedule={schedule} onChooseProvider={fn()} onSaveMeetingUrl={fn()} onRotateFeed={fn()} />
    </Box>
  ),
};

export const CoachSettingsWithoutRoom: Story = {
  render: () => (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
      <SessionSettings schedule={{ ...schedule, meeting_url: null }} onChooseProvider={fn()} onSaveMeetingUrl={fn()} onRotateFeed={fn()} />
    </Box>
  ),
};

/** «Нужный день занят?»: the client waits for two full days. */
export const Waitlist: Story = {
  render: () => (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
      <WaitlistPanel days={['2026-12-03', '2026-12-10']} onJoin={fn()} onLeave={fn()} />
    </Box>
  ),
};
