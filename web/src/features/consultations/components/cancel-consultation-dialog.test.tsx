// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Consultation } from '../../../api/generated/model';
import { CancelConsultationDialog } from './cancel-consultation-dialog';

afterEach(cleanup);

const session = (overrides: Partial<Consultation>): Consultation => ({
  id: 7,
  date: '2027-03-10T07:00:00.000Z',
  description: '',
  is_paid: false,
  user: { id: 'u1', email: 'anna@example.ru' },
  meeting_url: null,
  outcome: null,
  ...overrides,
});

const renderDialog = (consultation: Consultation) =>
  render(<CancelConsultationDialog consultation={consultation} onConfirm={() => undefined} onClose={() => undefined} />);

describe('the cancel dialog tells the client what happens to her money', () => {
  it('should say a paid session comes back to her balance, and that unused sessions are refundable', () => {
    renderDialog(session({ is_paid: true }));
    expect(screen.getByText(/Оплаченная сессия вернётся на ваш счёт/)).toBeTruthy();
    expect(screen.getByText(/неиспользованные сессии возвращаются деньгами/)).toBeTruthy();
  });

  it('should say an unpaid booking only lets go of its hold', () => {
    renderDialog(session({ awaiting_payment: { purchase_id: 'p1', pay_by: '2027-03-01T07:15:00.000Z' } }));
    expect(screen.getByText('Бронь снимется; деньги за неё не списывались.')).toBeTruthy();
    expect(screen.queryByText(/вернётся на ваш счёт/)).toBeNull();
  });
});
