// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientPurchase, PurchaseRefund } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import { RefundPurchaseDialog } from './refund-purchase-dialog';

afterEach(cleanup);

const now = new Date('2026-12-10T09:00:00.000Z');
const packagePurchase: ClientPurchase = {
  id: 'p-package',
  kind: 'consultation',
  description: 'Пакет из 5 сессий, 2026-12-02',
  amount: 15_750,
  status: 'paid',
  started_at: '2026-11-21T10:00:00.000Z',
  paid_at: '2026-11-21T10:02:00.000Z',
  refunded: 0,
  refundable: true,
  session_start: '2026-12-02T07:00:00.000Z',
  payments: [{ type: 'PaymentSucceeded', at: '2026-11-21T10:02:00.000Z', amount: 15_750 }],
};
const packageRefund: PurchaseRefund = { amount: 12_600, whole_amount: 15_750, sessions: 5, unused_sessions: 4 };

const dialogText = (purchase: ClientPurchase, refund?: PurchaseRefund) => {
  renderWithApp(<RefundPurchaseDialog purchase={purchase} refund={refund} now={now} onConfirm={() => undefined} onClose={() => undefined} />);
  return screen.getByRole('alertdialog', { name: 'Вернуть деньги?' }).textContent ?? '';
};

describe('the refund dialog', () => {
  it('should leave a session that took place as it is and cancel only one still ahead', () => {
    const held = dialogText(packagePurchase, packageRefund);
    expect(held).toContain('Сессия 02.12.2026 10:00 (МСК)');
    expect(held).toContain('уже прошла и останется как есть');
    expect(held).not.toContain('будет отменена');

    cleanup();
    const ahead = dialogText({ ...packagePurchase, session_start: '2026-12-12T07:00:00.000Z' }, packageRefund);
    expect(ahead).toContain('будет отменена, время снова станет свободным');
  });

  it('should say a single session that took place stays, and one ahead is cancelled', () => {
    const single: ClientPurchase = { ...packagePurchase, id: 'p-single', description: 'Коуч-сессия', amount: 3500 };
    expect(dialogText(single)).toContain('уже прошла и останется как есть: вернутся только деньги');
    cleanup();
    expect(dialogText({ ...single, session_start: '2026-12-11T07:00:00.000Z' })).toContain('будет отменена');
  });
});
