// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientCard } from '../../../api/generated/model';
import { moscowNow } from '../../../lib/moscow-time';
import { ClientCardView } from './client-card-view';

afterEach(cleanup);

const year = moscowNow().year;
const card = (changes: Partial<ClientCard>): ClientCard => ({
  id: 'u1',
  kind: 'account',
  email: 'olga@example.ru',
  name: 'Ольга',
  registered_at: `${year}-11-01T09:00:00.000Z`,
  credits_left: 3,
  consents: [],
  sessions: [],
  purchases: [],
  support_requests: [],
  notes: [],
  ...changes,
});
const purchase = (description: string): ClientCard['purchases'][number] => ({
  id: description,
  kind: 'consultation',
  description,
  amount: 18000,
  status: 'paid',
  started_at: `${year}-11-20T09:00:00.000Z`,
  paid_at: `${year}-11-20T09:01:00.000Z`,
  refunded: 0,
  refundable: false,
  session_start: null,
  payments: [],
});
const actions = { onCancelSession: vi.fn(), onRefund: vi.fn(), onAdjustCredits: vi.fn(), onWriteNote: vi.fn(), onEditNote: vi.fn(), onDeleteNote: vi.fn(), onBack: vi.fn() };

describe('the client card', () => {
  it('should count the sessions left in Russian and write a purchase’s day as people do', () => {
    const purchases = [purchase(`Пакет из 5 сессий, ${year}-12-01`), purchase(`Коуч-сессия, ${year + 1}-01-05`)];
    render(<ClientCardView card={card({ purchases })} {...actions} />);
    expect(screen.getByText('Осталось 3 сессии')).toBeTruthy();
    expect(screen.getByText('Пакет из 5 сессий, 1 декабря')).toBeTruthy();
    expect(screen.getByText(`Коуч-сессия, 5 января ${year + 1}`)).toBeTruthy();
  });

  it('should agree «осталась» with one session and «сессий» with five', () => {
    render(<ClientCardView card={card({ credits_left: 1 })} {...actions} />);
    expect(screen.getByText('Осталась 1 сессия')).toBeTruthy();
    cleanup();
    render(<ClientCardView card={card({ credits_left: 5 })} {...actions} />);
    expect(screen.getByText('Осталось 5 сессий')).toBeTruthy();
  });
});
