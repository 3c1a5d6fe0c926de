// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { DateTime } from 'luxon';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Consultation, ConsultationDay } from '../../../api/generated/model';
import { ClientTimeZoneProvider, localFreeDays } from '../../../lib/client-time';
import { ConsultationCalendar } from './consultation-calendar';
import { ConsultationCard } from './consultation-card';
import { SlotTimeField, useDaySlot } from './slot-time-field';

afterEach(cleanup);

// 10:00 and 23:00 in Moscow on 10 March: 14:00 on the 10th and 03:00 on the 11th in Novosibirsk.
const moscowDays: ConsultationDay[] = [
  {
    date: '2027-03-10',
    times: [
      { start: '2027-03-10T07:00:00.000Z', value: '10:00' },
      { start: '2027-03-10T20:00:00.000Z', value: '23:00' },
    ],
  },
];
const session: Consultation = {
  id: 7,
  date: '2027-03-10T07:00:00.000Z',
  description: '',
  is_paid: true,
  user: { id: 'u1', email: 'anna@example.ru' },
  meeting_url: null,
  outcome: null,
};

const inZone = (zone: string | undefined, children: ReactNode) => <ClientTimeZoneProvider zone={zone}>{children}</ClientTimeZoneProvider>;

function DaySlotField({ day }: { day: ConsultationDay }) {
  return <SlotTimeField label="Время (московское)" daySlot={useDaySlot(day)} />;
}

describe('a client’s own time beside Moscow time', () => {
  it('should show her session card on her clock with Moscow time beside it, and as before in Moscow', () => {
    render(inZone('Asia/Novosibirsk', <ConsultationCard consultation={session} />));
    expect(screen.getByText('10.03.2027 14:00 по Новосибирску (10:00 МСК)')).toBeTruthy();
    cleanup();
    render(inZone('Asia/Kathmandu', <ConsultationCard consultation={session} />));
    expect(screen.getByText('10.03.2027 12:45 (UTC+5:45), 10:00 МСК')).toBeTruthy();
    cleanup();
    for (const zone of [undefined, 'Europe/Moscow']) {
      render(inZone(zone, <ConsultationCard consultation={session} />));
      expect(screen.getByText('10.03.2027 10:00')).toBeTruthy();
      expect(screen.queryByText(/МСК/)).toBeNull();
      cleanup();
    }
  });

  it('should show a held session’s payment deadline on her clock with Moscow time beside it, and as before in Moscow', () => {
    const held: Consultation = { ...session, is_paid: false, awaiting_payment: { purchase_id: 'p1', pay_by: '2027-03-05T03:24:00.000Z' } };
    render(inZone('Asia/Novosibirsk', <ConsultationCard consultation={held} />));
    expect(screen.getByText('Оплатите до 10:24 по Новосибирску (06:24 МСК), иначе время освободится.')).toBeTruthy();
    cleanup();
    render(inZone(undefined, <ConsultationCard consultation={held} />));
    expect(screen.getByText('Оплатите до 06:24 (МСК), иначе время освободится.')).toBeTruthy();
  });

  it('should offer the free times on her days: 23:00 МСК is a time of the next day in Novosibirsk', () => {
    const days = localFreeDays(moscowDays, 'Asia/Novosibirsk');
    expect(days).toEqual([
      { date: '2027-03-10', times: [{ start: '2027-03-10T07:00:00.000Z', value: '14:00' }] },
      { date: '2027-03-11', times: [{ start: '2027-03-10T20:00:00.000Z', value: '03:00' }] },
    ]);
    expect(localFreeDays(moscowDays, 'Europe/Moscow')).toEqual(moscowDays);

    const today = DateTime.fromISO('2027-03-05T12:00:00', { zone: 'Europe/Moscow' });
    render(
      <ConsultationCalendar month={today} today={today} freeDays={days} canGoBack={false} onPrevious={vi.fn()} onNext={vi.fn()} onPickDay={vi.fn()} timeNote="время по Новосибирску" />,
    );
    expect(screen.getByRole('heading', { name: 'Свободные даты для сессии (время по Новосибирску)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '11 марта, свободно' })).toBeTruthy();
  });

  it('should name her clock in the time select and show Moscow time beside each time', () => {
    const [first] = localFreeDays(moscowDays, 'Asia/Novosibirsk') ?? [];
    render(inZone('Asia/Novosibirsk', <DaySlotField day={first!} />));
    expect(screen.getByText('Время (по Новосибирску)')).toBeTruthy();
    expect(screen.getByRole('combobox').textContent).toBe('14:00 (10:00 МСК)');
    cleanup();
    render(inZone(undefined, <DaySlotField day={moscowDays[0]!} />));
    expect(screen.getByText('Время (московское)')).toBeTruthy();
    expect(screen.getByRole('combobox').textContent).toBe('10:00');
  });
});
