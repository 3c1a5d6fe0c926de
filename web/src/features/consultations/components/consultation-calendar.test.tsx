// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsultationDay } from '../../../api/generated/model';
import { ConsultationCalendar } from './consultation-calendar';

afterEach(cleanup);

const today = DateTime.fromISO('2027-03-05T12:00:00', { zone: 'Europe/Moscow' });
const freeDay: ConsultationDay = { date: '2027-03-10', times: [{ start: '2027-03-10T07:00:00.000Z', value: '10:00' }] };

function renderCalendar(props: Partial<Parameters<typeof ConsultationCalendar>[0]> = {}) {
  const handlers = { onPrevious: vi.fn(), onNext: vi.fn(), onPickDay: vi.fn() };
  render(<ConsultationCalendar month={today} today={today} freeDays={[freeDay]} canGoBack={false} {...handlers} {...props} />);
  return handlers;
}

describe('the consultation calendar', () => {
  it('should offer only the free days, mark today and hand the picked day over', async () => {
    // Clicks reach disabled buttons too (Joy gives them pointer-events: none), to show they do nothing.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { onPickDay } = renderCalendar();
    expect(screen.getByRole('heading', { name: /Март 2027/i })).toBeTruthy();

    const free = screen.getByRole('button', { name: '10 марта, свободно' });
    const busy = screen.getByRole('button', { name: '11 марта, нет свободного времени' });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '5 марта, нет свободного времени, сегодня' }).getAttribute('aria-current')).toBe('date');

    await user.click(busy);
    expect(onPickDay).not.toHaveBeenCalled();
    await user.click(free);
    expect(onPickDay).toHaveBeenCalledWith(freeDay);
  });

  it('should not go back before the current month, go forward, and offer no day while loading', async () => {
    // Clicks reach disabled buttons too (Joy gives them pointer-events: none), to show they do nothing.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { onPrevious, onNext, onPickDay } = renderCalendar({ loading: true });
    expect(screen.getByRole('button', { name: 'Предыдущий месяц' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('progressbar', { name: 'Загрузка свободных дат' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '10 марта, нет свободного времени' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onPrevious).not.toHaveBeenCalled();
    expect(onPickDay).not.toHaveBeenCalled();
  });
});
