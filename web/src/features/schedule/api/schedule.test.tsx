// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Schedule } from '../../../api/generated/model';
import { alertAfter } from '../../../testing/alerted-action';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { useRotateFeed, useSaveMeetingUrl, useSaveRoomProvider, useSaveSchedule } from './schedule';

const server = startApiServerForFile();
afterEach(cleanup);

const schedule: Schedule = {
  weekly_plan: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['10:00'] })),
  exceptions: [],
  booking_window_days: 90,
  min_notice_days: 1,
  bookings_outside_plan: [],
  meeting_url: null,
  calendar_feed_url: 'https://coach.example.ru/api/calendar-feed/secret/',
  room_provider: 'static',
  configured_room_providers: ['static', 'jitsi'],
};
const room = 'https://telemost.yandex.ru/j/55501234567890';

describe('the schedule\'s saves', () => {
  it('should say the schedule was saved', async () => {
    server.use(csrfCookieHandler, http.put('*/api/schedule/', () => HttpResponse.json(schedule)));
    const alert = await alertAfter(() => {
      const save = useSaveSchedule();
      return () => save.mutate({ data: { weekly_plan: schedule.weekly_plan, exceptions: [], booking_window_days: 60, min_notice_days: 1 } });
    });
    expect(alert).toEqual({ status: 200, text: expect.stringContaining('Расписание сохранено') });
  });

  it('should say the meeting link was saved, and why when it was not', async () => {
    server.use(csrfCookieHandler, http.put('*/api/schedule/', () => HttpResponse.json({ ...schedule, meeting_url: room })));
    const saved = await alertAfter(() => {
      const meetingUrl = useSaveMeetingUrl();
      return () => meetingUrl.save(schedule, room);
    });
    expect(saved).toEqual({ status: 200, text: expect.stringContaining('Ссылка на встречу сохранена') });

    cleanup();
    server.use(http.put('*/api/schedule/', () => HttpResponse.json({ detail: 'meeting_url: нужна ссылка https://' }, { status: 400 })));
    const refused = await alertAfter(() => {
      const meetingUrl = useSaveMeetingUrl();
      return () => meetingUrl.save(schedule, 'https://example.ru/room');
    });
    expect(refused).toEqual({ status: 400, text: expect.stringContaining('meeting_url: нужна ссылка https://') });
  });

  it('should send the chosen room provider with the saved plan, and say why a provider was refused', async () => {
    let sent: unknown;
    server.use(
      csrfCookieHandler,
      http.put('*/api/schedule/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...schedule, room_provider: 'jitsi' });
      }),
    );
    const saved = await alertAfter(() => {
      const provider = useSaveRoomProvider();
      return () => provider.save(schedule, 'jitsi');
    });
    expect(sent).toMatchObject({ room_provider: 'jitsi', weekly_plan: schedule.weekly_plan });
    expect(saved).toEqual({ status: 200, text: expect.stringContaining('своя комната') });

    cleanup();
    server.use(http.put('*/api/schedule/', () => HttpResponse.json({ detail: 'Телемост не настроен на сервере' }, { status: 400 })));
    const refused = await alertAfter(() => {
      const provider = useSaveRoomProvider();
      return () => provider.save(schedule, 'telemost');
    });
    expect(refused).toEqual({ status: 400, text: expect.stringContaining('Телемост не настроен') });
  });

  it('should say the calendar link was changed', async () => {
    server.use(csrfCookieHandler, http.post('*/api/schedule/calendar-feed/', () => HttpResponse.json(schedule)));
    const alert = await alertAfter(() => useRotateFeed().rotate);
    expect(alert.text).toContain('Ссылка на календарь сменена');
  });
});
