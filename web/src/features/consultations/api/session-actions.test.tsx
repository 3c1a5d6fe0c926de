// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Consultation } from '../../../api/generated/model';
import { alertAfter } from '../../../testing/alerted-action';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { useRescheduleConsultation } from './reschedule-consultation';
import { useSaveConsultationSummary } from './save-consultation-summary';
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

const useSaveSummary = () => {
  const summary = useSaveConsultationSummary(() => undefined);
  return () => summary.save(session, 'Разобрали цели на месяц.');
};
const useMoveSession = () => {
  const reschedule = useRescheduleConsultation(() => undefined);
  return () => reschedule.reschedule(7, '2026-12-08 07:00');
};

const useMarkHeld = () => {
  const outcome = useMarkOutcome();
  return () => outcome.mark(7, 'held');
};
const useJoinDay = () => {
  const waitlist = useWaitlistActions();
  return () => waitlist.join('2026-12-11');
};

describe('a session\'s saves', () => {
  it('should say the summary was saved, and why when it was not', async () => {
    server.use(csrfCookieHandler, http.put('*/api/consultation/7/', () => HttpResponse.json({ ...session, description: 'Разобрали цели на месяц.' })));
    expect(await alertAfter(useSaveSummary)).toEqual({ status: 200, text: expect.stringContaining('Итоги сессии сохранены') });

    cleanup();
    server.use(http.put('*/api/consultation/7/', () => HttpResponse.json({ detail: 'Сессия не найдена.' }, { status: 404 })));
    expect(await alertAfter(useSaveSummary)).toEqual({ status: 404, text: expect.stringContaining('Сессия не найдена.') });
  });

  it('should say the session was moved, and why when it was not', async () => {
    server.use(csrfCookieHandler, http.post('*/api/consultation/7/reschedule/', () => HttpResponse.json({ ...session, date: '2026-12-08T07:00:00.000Z' })));
    expect(await alertAfter(useMoveSession)).toEqual({ status: 200, text: expect.stringContaining('Сессия перенесена') });

    cleanup();
    server.use(http.post('*/api/consultation/7/reschedule/', () => HttpResponse.json({ detail: 'Это время уже заняли: выберите другое.' }, { status: 409 })));
    expect(await alertAfter(useMoveSession)).toEqual({ status: 409, text: expect.stringContaining('Это время уже заняли') });
  });
});

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
