// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { alertAfter } from '../../../testing/alerted-action';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { useBookSeries } from './series';

const server = startApiServerForFile();
afterEach(cleanup);

const useBookWeekly = () => {
  const series = useBookSeries();
  return () => void series.book({ typeId: 1, firstStart: '2027-03-10T07:00:00.000Z', choice: { everyWeeks: 1, count: 3, skipTaken: false } }).catch(() => undefined);
};

describe('booking a series', () => {
  it('should say the series was booked, and which date refused it when it was not', async () => {
    let sent: unknown;
    server.use(
      csrfCookieHandler,
      http.post('*/api/consultation/series/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ series_id: 's1', consultations: [], skipped: [], message: 'Серия записана: 3 сессии, из пакета списано 3.' }, { status: 201 });
      }),
    );
    expect(await alertAfter(useBookWeekly)).toEqual({ status: 200, text: expect.stringContaining('Серия записана: 3 сессии') });
    expect(sent).toEqual({ type: 1, date: '2027-03-10 07:00', every_weeks: 1, count: 3, skip_taken: false });

    cleanup();
    server.use(
      http.post('*/api/consultation/series/', () =>
        HttpResponse.json({ detail: 'Серию нельзя записать целиком: занята дата 17.03.2027 10:00.', taken_dates: ['2027-03-17T07:00:00.000Z'] }, { status: 409 }),
      ),
    );
    expect(await alertAfter(useBookWeekly)).toEqual({ status: 409, text: expect.stringContaining('занята дата 17.03.2027 10:00') });
  });
});
