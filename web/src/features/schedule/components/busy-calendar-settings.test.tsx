// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusyCalendarStatus } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import { BusyCalendarSettings } from './busy-calendar-settings';

afterEach(cleanup);

const address = 'https://calendar.google.com/calendar/ical/anna/private-abc/basic.ics';
// Thursday 26 November 2026, 15:00 in Moscow.
const now = DateTime.fromISO('2026-11-26T12:00:00Z');
const working: BusyCalendarStatus = { last_success_at: '2026-11-26T09:40:00.000Z', failing_since: null, error: null, conflicts: [] };

describe('the coach’s own calendar in «Расписание»', () => {
  it('should save a pasted address and refuse what is not one', () => {
    const onSave = vi.fn();
    renderWithApp(<BusyCalendarSettings url={null} status={undefined} onSave={onSave} now={now} />);
    const field = screen.getByLabelText('Секретный адрес календаря (iCal)');
    fireEvent.change(field, { target: { value: 'мой календарь' } });
    expect(screen.getByText('Нужна ссылка, начинающаяся с https://')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Сохранить' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: ` ${address} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSave).toHaveBeenCalledWith(address);
  });

  it('should say when it was read, read it again now or disconnect it', () => {
    const onSave = vi.fn();
    renderWithApp(<BusyCalendarSettings url={address} status={working} onSave={onSave} now={now} />);
    expect(screen.getByText('Календарь прочитан в 12:40, обновляется каждые 15 минут.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Прочитать сейчас' }));
    fireEvent.click(screen.getByRole('button', { name: 'Отключить' }));
    expect(onSave.mock.calls).toEqual([[address], [null]]);
  });

  it('should say since when the calendar fails and why, and that the last good busy times still count', () => {
    const failing: BusyCalendarStatus = { ...working, last_success_at: '2026-11-25T20:15:00.000Z', failing_since: '2026-11-26T09:40:00.000Z', error: 'сервер календаря ответил ошибкой 500' };
    renderWithApp(<BusyCalendarSettings url={address} status={failing} onSave={vi.fn()} now={now} />);
    expect(screen.getByText('Календарь недоступен с 12:40: сервер календаря ответил ошибкой 500.')).toBeTruthy();
    expect(screen.getByText(/из последнего удачного чтения \(25 ноября 23:15\)/)).toBeTruthy();
  });

  it('should list the booked sessions the calendar now overlaps, by the client’s name or address', () => {
    const conflicts = [
      { id: 7, date: '2026-12-03T07:00:00.000Z', email: 'anna@example.ru', name: 'Анна' },
      { id: 9, date: '2027-01-12T11:00:00.000Z', email: 'vera@example.ru', name: null },
    ];
    renderWithApp(<BusyCalendarSettings url={address} status={{ ...working, conflicts }} onSave={vi.fn()} now={now} />);
    expect(screen.getByText('Пересекается с вашим календарём: 3 декабря 10:00 — Анна')).toBeTruthy();
    expect(screen.getByText('Пересекается с вашим календарём: 12 января 2027 14:00 — vera@example.ru')).toBeTruthy();
  });
});
