import type { Consultation, Schedule } from '../web/src/api/generated/model';

const feed: Pick<Schedule, 'meeting_url' | 'calendar_feed_url' | 'room_provider' | 'configured_room_providers'> = {
  meeting_url: 'https://telemost.yandex.ru/j/55501234567890',
  calendar_feed_url: 'https://coach.example.ru/api/calendar-feed/0n3S3cr3tT0k3nF0rTh3C0achsF33d/',
  room_provider: 'static',
  configured_room_providers: ['static', 'jitsi'],
};

/** A practice that never changed its schedule: daily at 10:00, from tomorrow, 90 days ahead. */
export const defaultSchedule: Schedule = {
  weekly_plan: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['10:00'] })),
  exceptions: [],
  booking_window_days: 90,
  min_notice_days: 1,
  bookings_outside_plan: [],
  ...feed,
  meeting_url: null,
};

/** Tuesdays and Sundays off, two times on weekdays, a holiday and a short day, two bookings left outside. */
export const fullSchedule: Schedule = {
  weekly_plan: [
    { weekday: 1, times: ['10:00', '15:00'] },
    { weekday: 2, times: [] },
    { weekday: 3, times: ['10:00', '15:00', '18:30'] },
    { weekday: 4, times: ['10:00', '15:00'] },
    { weekday: 5, times: ['10:00', '15:00'] },
    { weekday: 6, times: ['12:00'] },
    { weekday: 7, times: [] },
  ],
  exceptions: [
    { date: '2026-12-31', times: [] },
    { date: '2027-01-08', times: ['12:00'] },
  ],
  booking_window_days: 60,
  min_notice_days: 2,
  bookings_outside_plan: [
    { id: 41, date: '2026-12-01T07:00:00.000Z', email: 'anna@example.ru', name: 'Анна' },
    { id: 44, date: '2026-12-08T07:00:00.000Z', email: 'boris@example.ru', name: null },
  ],
  ...feed,
};

const session = (id: number, date: string, email: string, name: string | null, isPaid = true): Consultation => ({
  id, date, description: '', is_paid: isPaid, meeting_url: null, outcome: null, user: { id: `user-${email}`, email, name },
});

/** December 2026 as the coach sees it. */
export const decemberSessions: Consultation[] = [
  session(41, '2026-12-01T07:00:00.000Z', 'anna@example.ru', 'Анна'),
  session(42, '2026-12-02T07:00:00.000Z', 'anna@example.ru', 'Анна'),
  session(43, '2026-12-02T12:00:00.000Z', 'maria.konstantinopolskaya@example.ru', 'Мария Константинопольская', false),
  session(44, '2026-12-08T07:00:00.000Z', 'boris@example.ru', null),
  session(45, '2026-12-17T12:00:00.000Z', 'olga@example.ru', 'Ольга'),
];
