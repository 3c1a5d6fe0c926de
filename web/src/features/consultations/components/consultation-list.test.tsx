// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Consultation } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import { ConsultationList } from './consultation-list';

afterEach(cleanup);

const now = DateTime.fromISO('2026-12-04T09:00:00.000Z', { zone: 'utc' });
const session = (id: number, hoursAhead: number, isPaid = true): Consultation => ({
  id,
  date: now.plus({ hours: hoursAhead }).toISO() ?? '',
  description: '',
  is_paid: isPaid,
  user: { id: 'anna', email: 'anna@example.ru' },
  meeting_url: null,
  outcome: null,
});

const renderList = (consultations: Consultation[], isSuperuser = false) =>
  renderWithApp(
    <ConsultationList
      consultations={consultations}
      now={now}
      viewer={{ id: isSuperuser ? 'coach' : 'anna', isSuperuser }}
      onEdit={vi.fn()}
      onCancel={vi.fn()}
      onMove={vi.fn()}
    />,
  );

describe('cancelling and moving within the notice', () => {
  it('should offer her «Перенести» and «Отменить» until 24 hours before the start, then say why not', () => {
    renderList([session(1, 25), session(2, 23), session(3, 23, false)]);
    expect(screen.getAllByRole('button', { name: /^Перенести сессию/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Отменить сессию/ })).toHaveLength(1);
    expect(screen.getByText('Перенести или отменить сессию можно не позднее чем за 24 часа до начала. Напишите в поддержку, если что-то случилось.')).toBeTruthy();
    // An unpaid session is never moved, only cancelled: the note says so.
    expect(screen.getByText('Отменить сессию можно не позднее чем за 24 часа до начала. Напишите в поддержку, если что-то случилось.')).toBeTruthy();
  });

  it('should leave the coach both actions until the start, with no note', () => {
    renderList([session(2, 23)], true);
    expect(screen.getByRole('button', { name: /^Отменить сессию/ })).toBeTruthy();
    expect(screen.queryByText(/не позднее чем за 24 часа/)).toBeNull();
  });
});
