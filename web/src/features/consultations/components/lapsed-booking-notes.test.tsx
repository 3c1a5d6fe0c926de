// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientTimeZoneProvider } from '../../../lib/client-time';
import { LapsedBookingNotes } from './lapsed-booking-notes';

afterEach(cleanup);

const lapsed = [{ date: '2027-03-10T07:00:00.000Z', lapsed_at: '2027-03-05T03:24:00.000Z' }];

describe('the note about a booking that lapsed unpaid', () => {
  it('should name the released time on her clock with Moscow beside it, and in Moscow time as before', () => {
    render(
      <ClientTimeZoneProvider zone="Asia/Novosibirsk">
        <LapsedBookingNotes lapsed={lapsed} />
      </ClientTimeZoneProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Бронь на 10.03.2027 14:00 по Новосибирску (10:00 МСК) снята: оплата не поступила вовремя. Выберите время в календаре заново.',
    );
    cleanup();
    render(<LapsedBookingNotes lapsed={lapsed} />);
    expect(screen.getByRole('status').textContent).toBe('Бронь на 10.03.2027 10:00 (время московское) снята: оплата не поступила вовремя. Выберите время в календаре заново.');
  });

  it('should say nothing without a lapsed booking', () => {
    render(<LapsedBookingNotes lapsed={[]} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
