import { describe, expect, it } from 'vitest';
import { startedPurchase } from './started-purchase';

describe('started purchase', () => {
  it('should open the checkout the server named, at the server price', () => {
    expect(
      startedPurchase({ result: true, free: false, data: { id: 'p-1', token: 't-1', provider: 'sandbox', amount: 3500 } }, 100),
    ).toEqual({ id: 'p-1', confirmationToken: 't-1', provider: 'sandbox', amount: 3500 });
  });

  it('should fall back to YooKassa and the shown price when the answer leaves them out', () => {
    expect(startedPurchase({ result: true, free: false, data: { id: 'p-2', token: 't-2' } }, 15750)).toEqual({
      id: 'p-2',
      confirmationToken: 't-2',
      provider: 'yookassa',
      amount: 15750,
    });
  });

  it('should open nothing for a free, failed or tokenless purchase', () => {
    expect(startedPurchase({ result: true, free: true, data: { id: '', token: null } }, 0)).toBeNull();
    expect(startedPurchase({ result: false, free: false, data: { id: 'p-3', token: 't-3' } }, 3500)).toBeNull();
    expect(startedPurchase({ result: true, free: false, data: { id: 'p-4', token: null } }, 3500)).toBeNull();
    expect(startedPurchase(undefined, 3500)).toBeNull();
  });
});
