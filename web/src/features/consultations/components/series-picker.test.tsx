// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsultationDay, ConsultationSeriesPreview, ConsultationType } from '../../../api/generated/model';
import { startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { BookingDialog } from './booking-dialog';
import { ConsultationCard } from './consultation-card';
import { SeriesPicker } from './series-picker';

const server = startApiServerForFile();
afterEach(cleanup);

const day: ConsultationDay = { date: '2027-03-10', times: [{ start: '2027-03-10T07:00:00.000Z', value: '10:00' }] };
const types: ConsultationType[] = [
  { id: 1, sessions: 1, name: 'Разовая сессия', icon: 'one', description: '', additional: '', amount: 3500, on_sale: true },
];
const weekly = ['2027-03-10', '2027-03-17', '2027-03-24', '2027-03-31', '2027-04-07'].map((date) => `${date}T07:00:00.000Z`);

/** The server's preview: the 17th is taken, so the series is refused unless it books around it. */
function previewOf(url: URL): ConsultationSeriesPreview {
  const count = Number(url.searchParams.get('count'));
  const skip = url.searchParams.get('skip_taken') === 'true';
  const dates = weekly.slice(0, skip ? count + 1 : count).map((date) => (date === weekly[1] ? { date, free: false, reason: 'Это время уже занято.' } : { date, free: true }));
  return skip
    ? { dates, credits: 5, bookable: true }
    : { dates, credits: 5, bookable: false, detail: 'Серию нельзя записать целиком: занята дата 17.03.2027 10:00.' };
}

describe('the series picker', () => {
  it('should offer the repetition and show the dates with the taken ones marked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const preview = previewOf(new URL('http://x/?count=3'));
    renderWithApp(<SeriesPicker credits={5} value={{ everyWeeks: 2, count: 3, skipTaken: false }} onChange={onChange} preview={preview} />);
    expect(screen.getByRole('radio', { name: 'Каждые две недели' })).toHaveProperty('checked', true);
    expect(screen.getByText('10.03.2027 10:00 — свободно')).toBeTruthy();
    expect(screen.getByText('17.03.2027 10:00 — занято: Это время уже занято.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/занята дата 17\.03\.2027/);

    await user.click(screen.getByRole('radio', { name: 'Каждую неделю' }));
    expect(onChange).toHaveBeenLastCalledWith({ everyWeeks: 1, count: 3, skipTaken: false });
    await user.click(screen.getByRole('checkbox', { name: /пропустить её и продолжить серию/ }));
    expect(onChange).toHaveBeenLastCalledWith({ everyWeeks: 2, count: 3, skipTaken: true });
    await user.click(screen.getByRole('radio', { name: 'Не повторять' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('should book a series from the booking dialog only once the server says its dates can be booked', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const asked: URL[] = [];
    server.use(
      http.get('*/api/consultation/series/preview/', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        return HttpResponse.json(previewOf(url));
      }),
    );
    const onSubmit = vi.fn();
    renderWithApp(<BookingDialog open day={day} types={types} credits={5} repeatable onSubmit={onSubmit} onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Записаться (сессия из пакета)' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Каждую неделю' }));
    expect(await screen.findByText('17.03.2027 10:00 — занято: Это время уже занято.')).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('date')).toBe('2027-03-10 07:00');
    expect(asked.at(-1)?.searchParams.get('every_weeks')).toBe('1');
    const book = screen.getByRole('button', { name: 'Записать серию (4 сессии из пакета)' });
    await waitFor(() => expect(book).toHaveProperty('disabled', true));
    await user.click(book);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /пропустить её и продолжить серию/ }));
    expect(await screen.findByText('07.04.2027 10:00 — свободно')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Записать серию (4 сессии из пакета)' })).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: 'Записать серию (4 сессии из пакета)' }));
    expect(onSubmit).toHaveBeenCalledWith({ type: types[0], slotStart: '2027-03-10T07:00:00.000Z', series: { everyWeeks: 1, count: 4, skipTaken: true } });
  });

  it('should show a session of a series with its place in it', () => {
    const session = { id: 7, date: '2027-03-17T07:00:00.000Z', description: '', is_paid: true, user: { id: 'u1', email: 'anna@example.ru' }, meeting_url: null, outcome: null };
    renderWithApp(<ConsultationCard consultation={{ ...session, series: { id: 's1', number: 2, count: 5 } }} />);
    expect(screen.getByText('Серия: 2 из 5')).toBeTruthy();
    cleanup();
    renderWithApp(<ConsultationCard consultation={session} />);
    expect(screen.queryByText(/Серия:/)).toBeNull();
  });

  it('should not offer a series without two package sessions, nor in the coach\'s dialog', () => {
    renderWithApp(<BookingDialog open day={day} types={types} credits={1} repeatable onSubmit={() => undefined} onClose={() => undefined} />);
    expect(screen.queryByRole('radio', { name: 'Каждую неделю' })).toBeNull();
    cleanup();
    renderWithApp(<BookingDialog open day={day} types={types} credits={5} onSubmit={() => undefined} onClose={() => undefined} />);
    expect(screen.queryByRole('radio', { name: 'Каждую неделю' })).toBeNull();
  });
});
