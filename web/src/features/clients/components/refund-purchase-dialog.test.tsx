// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientPurchase } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import { RefundPurchaseDialog } from './refund-purchase-dialog';

afterEach(cleanup);

const purchase = (kind: ClientPurchase['kind']): ClientPurchase => ({
  id: 'p1',
  kind,
  description: kind === 'product' ? 'Гайд «Пять шагов»' : 'Коуч-сессия',
  amount: 4000,
  status: 'paid',
  started_at: '2026-11-20T09:00:00.000Z',
  paid_at: '2026-11-20T09:05:00.000Z',
  refunded: 0,
  refundable: true,
  session_start: null,
  payments: [],
});

/** Words that give the client a gender the coach never stated. */
const gendered = /(?<![а-яё])(она|её|ее|он|его|платила|платил)(?![а-яё])/iu;

describe('the refund dialog', () => {
  for (const kind of ['product', 'consultation'] as const) {
    it(`should say what returns without assuming the client is a woman (${kind})`, async () => {
      renderWithApp(<RefundPurchaseDialog purchase={purchase(kind)} onConfirm={() => undefined} onClose={() => undefined} />);
      const dialog = await screen.findByRole('alertdialog', { name: 'Вернуть деньги?' });
      expect(dialog.textContent).toContain('тем же способом, каким была оплачена покупка');
      expect(dialog.textContent ?? '').not.toMatch(gendered);
    });
  }
});

describe("a package's refund by consumer law", () => {
  const packagePurchase: ClientPurchase = { ...purchase('consultation'), description: 'Пакет из 5 сессий, 2026-12-21', amount: 15750 };
  const refund = { amount: 9450, whole_amount: 15750, sessions: 5, unused_sessions: 3 };

  it('should offer the unused part at the package price per session, or everything for the first-session guarantee', async () => {
    const user = userEvent.setup();
    const confirmed: string[] = [];
    renderWithApp(<RefundPurchaseDialog purchase={packagePurchase} refund={refund} onConfirm={(_purchase, part) => confirmed.push(part)} onClose={() => undefined} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Вернуть деньги?' });
    expect(dialog.textContent).toContain('Сессий пакета использовано: 2 из 5.');
    expect(dialog.textContent).toMatch(/вернётся 9[\s ]450/);
    await user.click(screen.getByRole('button', { name: 'Вернуть деньги' }));
    await user.click(screen.getByRole('checkbox', { name: /Вернуть всю сумму/ }));
    expect(dialog.textContent).toMatch(/вернётся 15[\s ]750/);
    await user.click(screen.getByRole('button', { name: 'Вернуть деньги' }));
    expect(confirmed).toEqual(['unused', 'all']);
  });
});
