// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsultationDay } from '../../../api/generated/model';
import { fullDaysOf } from '../utils/waitlist-days';
import { ConsultationCalendar } from './consultation-calendar';
import { WaitlistDayDialog } from './waitlist-day-dialog';

afterEach(cleanup);

const today = DateTime.fromISO('2027-03-05T12:00:00', { zone: 'Europe/Moscow' });
const freeDay: ConsultationDay = { date: '2027-03-10', times: [{ start: '2027-03-10T07:00:00.000Z', value: '10:00' }] };

function renderCalendar(props: Partial<Parameters<typeof ConsultationCalendar>[0]> = {}) {
  const handlers = { onPrevious: vi.fn(), onNext: vi.fn(), onPickDay: vi.fn(), onPickFullDay: vi.fn() };
  render(<ConsultationCalendar month={today} today={today} freeDays={[freeDay]} canGoBack={false} {...handlers} {...props} />);
  return handlers;
}

describe('the waitlist from the calendar', () => {
  it('should count as full only the days ahead with a booking and no free time left', () => {
    const booked = [
      { date: '2027-03-04T07:00:00.000Z', is_paid: true },
      { date: '2027-03-10T09:00:00.000Z', is_paid: true },
      { date: '2027-03-11T07:00:00.000Z', is_paid: true },
      { date: '2027-03-12T07:00:00.000Z', is_paid: false },
    ];
    expect([...fullDaysOf(booked, [freeDay], today)]).toEqual(['2027-03-11', '2027-03-12']);
    expect(fullDaysOf(undefined, [freeDay], today).size).toBe(0);
  });

  it('should let a full day be clicked to join its waitlist and mark the days she waits for', async () => {
    // Clicks reach disabled buttons too (Joy gives them pointer-events: none), to show they do nothing.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { onPickDay, onPickFullDay } = renderCalendar({ fullDays: new Set(['2027-03-11', '2027-03-12']), waitlistDays: new Set(['2027-03-12']) });

    const full = screen.getByRole('button', { name: '11 марта, нет свободного времени, всё занято, можно встать в лист ожидания' });
    expect(full).toHaveProperty('disabled', false);
    await user.click(full);
    expect(onPickFullDay).toHaveBeenCalledWith('2027-03-11');

    const waiting = screen.getByRole('button', { name: '12 марта, нет свободного времени, вы в листе ожидания' });
    expect(waiting.getAttribute('title')).toBe('Вы в листе ожидания');
    await user.click(waiting);
    expect(onPickFullDay).toHaveBeenLastCalledWith('2027-03-12');
    expect(screen.getByText('вы в листе ожидания')).toBeTruthy();

    // A day off stays grey and does nothing; a free day still books.
    const dayOff = screen.getByRole('button', { name: '13 марта, нет свободного времени' });
    expect(dayOff).toHaveProperty('disabled', true);
    await user.click(dayOff);
    expect(onPickFullDay).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: '10 марта, свободно' }));
    expect(onPickDay).toHaveBeenCalledWith(freeDay);
  });

  it('should keep full days grey where the waitlist is not offered (the coach, moving a session)', () => {
    renderCalendar({ fullDays: new Set(['2027-03-11']), onPickFullDay: undefined });
    expect(screen.getByRole('button', { name: '11 марта, нет свободного времени' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('вы в листе ожидания')).toBeNull();
  });

  it('should join a full day\'s waitlist, or leave it when she already waits', async () => {
    const user = userEvent.setup();
    const onJoin = vi.fn();
    const onLeave = vi.fn();
    render(<WaitlistDayDialog day="2027-03-11" waiting={false} onJoin={onJoin} onLeave={onLeave} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: '11.03.2027: всё занято' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Встать в лист ожидания' }));
    expect(onJoin).toHaveBeenCalledWith('2027-03-11');
    cleanup();

    render(<WaitlistDayDialog day="2027-03-12" waiting onJoin={onJoin} onLeave={onLeave} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Вы в листе ожидания на 12.03.2027' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Выйти из листа ожидания' }));
    expect(onLeave).toHaveBeenCalledWith('2027-03-12');
    expect(onJoin).toHaveBeenCalledTimes(1);
  });
});
