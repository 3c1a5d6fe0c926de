// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Consultation } from '../../../api/generated/model';
import { alertAfter } from '../../../testing/alerted-action';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { useMarkOutcome } from './mark-outcome';
import { useWaitlistActions } from './waitlist';

const server = startApiServerForFile();
afterEach(cleanup);

const session: Consultation = {
  id: 7,
  date: '2026-12-05T07:00:00.000Z',
  description: '',
  is_paid: true,
  user: { id: 'u1', email: 'anna@example.ru' },
  meeting_url: null,
  outcome: null,
};

const useMarkHeld = () => {
  const outcome = useMarkOutcome();
  return () => outcome.mark(7, 'held');
};
const useJoinDay = () => {
  const waitlist = useWaitlistActions();
  return () => waitlist.join('2026-12-11');
};

describe('what the cabinet says after an action', () => {
  it('should say the session was marked held, and why when it was not', async () => {
    server.use(csrfCookieHandler, http.post('*/api/consultation/7/outcome/', () => HttpResponse.json({ ...session, outcome: 'held' })));
    expect(await alertAfter(useMarkHeld)).toEqual({ status: 200, text: expect.stringContaining('Сессия отмечена как состоявшаяся.') });

    cleanup();
    server.use(http.post('*/api/consultation/7/outcome/', () => HttpResponse.json({ detail: 'Итог сессии уже отмечен: изменить её нельзя.' }, { status: 409 })));
    expect(await alertAfter(useMarkHeld)).toEqual({ status: 409, text: expect.stringContaining('Итог сессии уже отмечен') });
  });

  it('should say she joined the waitlist of the day, named as people write it', async () => {
    server.use(
      csrfCookieHandler,
      http.post('*/api/waitlist/', () => HttpResponse.json({ days: ['2026-12-11'] })),
      http.get('*/api/waitlist/', () => HttpResponse.json({ days: ['2026-12-11'] })),
    );
    expect(await alertAfter(useJoinDay)).toEqual({ status: 200, text: expect.stringMatching(/Вы в листе ожидания на 11 декабря( 2026)?: пришлём письмо/) });
  });
});
