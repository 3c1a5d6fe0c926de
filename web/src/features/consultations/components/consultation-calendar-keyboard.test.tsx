// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsultationDay } from '../../../api/generated/model';
import { canShowPreviousMonth } from '../../../lib/calendar';
import { ConsultationCalendar } from './consultation-calendar';

afterEach(cleanup);

// Friday 5 March 2027; 10 and 24 March are free.
const today = DateTime.fromISO('2027-03-05T12:00:00', { zone: 'Europe/Moscow' });
const free = (date: string): ConsultationDay => ({ date, times: [{ start: `${date}T07:00:00.000Z`, value: '10:00' }] });
const freeDays = [free('2027-03-10'), free('2027-03-24')];

/** The calendar as the cabinet holds it: the month turns with «Предыдущий/Следующий месяц». */
function CabinetCalendar({ onPickDay }: { onPickDay: (day: ConsultationDay) => void }) {
  const [month, setMonth] = useState(today.startOf('month'));
  return (
    <ConsultationCalendar
      month={month}
      today={today}
      freeDays={month.month === 3 ? freeDays : []}
      canGoBack={canShowPreviousMonth(month, today)}
      onPrevious={() => setMonth((shown) => shown.minus({ months: 1 }))}
      onNext={() => setMonth((shown) => shown.plus({ months: 1 }))}
      onPickDay={onPickDay}
      credits={1}
    />
  );
}

const focusedCell = () => document.activeElement?.closest('td')?.textContent;

describe('the booking calendar from the keyboard', () => {
  it('should be a grid with one Tab stop, on the first free day', async () => {
    const user = userEvent.setup();
    render(<CabinetCalendar onPickDay={vi.fn()} />);
    const grid = screen.getByRole('grid', { name: 'Март 2027' });
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(grid.querySelectorAll('button:not([tabindex="-1"])')).toHaveLength(0);
    await user.tab();
    await user.tab();
    expect(focusedCell()).toBe('10');
    expect(screen.getByRole('gridcell', { name: '10 марта, свободно' })).toBe(document.activeElement);
    await user.tab();
    expect(grid.contains(document.activeElement)).toBe(false);
    expect(screen.getByText('Осталась 1 сессия из пакета')).toBeTruthy();
  });

  it('should move by day and week with the arrows, to the week’s ends with Home/End, and by month with PageUp/PageDown', async () => {
    const user = userEvent.setup();
    render(<CabinetCalendar onPickDay={vi.fn()} />);
    screen.getByRole('gridcell', { name: '10 марта, свободно' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(focusedCell()).toBe('11');
    await user.keyboard('{ArrowDown}');
    expect(focusedCell()).toBe('18');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedCell()).toBe('10');
    await user.keyboard('{Home}');
    expect(focusedCell()).toBe('8');
    await user.keyboard('{End}');
    expect(focusedCell()).toBe('14');
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'Апрель 2027' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '14 апреля, нет свободного времени' })).toBe(document.activeElement);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'Май 2027' })).toBeTruthy();
    expect(focusedCell()).toBe('5');
    await user.keyboard('{PageUp}{PageUp}');
    expect(screen.getByRole('grid', { name: 'Март 2027' })).toBeTruthy();
    expect(focusedCell()).toBe('5');
    // No month before the current one.
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('grid', { name: 'Март 2027' })).toBeTruthy();
    expect(focusedCell()).toBe('5');
  });

  it('should pick a free day with Enter or Space, and nothing on a day without free time', async () => {
    const user = userEvent.setup();
    const onPickDay = vi.fn();
    render(<CabinetCalendar onPickDay={onPickDay} />);
    screen.getByRole('gridcell', { name: '10 марта, свободно' }).focus();
    await user.keyboard('{Enter}');
    expect(onPickDay).toHaveBeenLastCalledWith(freeDays[0]);
    await user.keyboard('{ArrowRight}{Enter} ');
    expect(onPickDay).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowLeft} ');
    expect(focusedCell()).toBe('24');
    expect(onPickDay).toHaveBeenLastCalledWith(freeDays[1]);
    expect(onPickDay).toHaveBeenCalledTimes(2);
  });
});
