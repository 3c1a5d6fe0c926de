import type { Meta } from '@storybook/react-vite';
import { MailPreview, mailStory } from './mail-preview';

/** A session booked, moved, with a new room, cancelled; the reminders a day and an hour before; an unpaid booking that lapsed. */
const meta = {
  title: 'Письма/Сессии',
  component: MailPreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MailPreview>;

export default meta;

export const Booked = mailStory('session-booked');
export const Moved = mailStory('session-moved');
export const RoomChanged = mailStory('session-room-changed');
export const Cancelled = mailStory('session-cancelled');
export const ReminderDay = mailStory('reminder-day');
export const ReminderHour = mailStory('reminder-hour');
export const BookingLapsed = mailStory('booking-lapsed');
