import { describe, expect, it } from 'vitest';
import { parseYookassaNotification } from './notification';

describe('parsing a YooKassa notification', () => {
  it('should take the payment id and our purchase id from a payment event', () => {
    const body = {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: '22d6d597-000f-5000-9000-145f6df21d6f', status: 'succeeded', paid: true, amount: { value: '3500.00', currency: 'RUB' }, metadata: { purchaseId: 'p-1' } },
    };
    expect(parseYookassaNotification(body)).toEqual({
      event: 'payment.succeeded',
      objectId: '22d6d597-000f-5000-9000-145f6df21d6f',
      paymentId: '22d6d597-000f-5000-9000-145f6df21d6f',
      purchaseId: 'p-1',
    });
  });

  it('should take the refunded payment from a refund event', () => {
    const body = { type: 'notification', event: 'refund.succeeded', object: { id: 'r-1', payment_id: 'pay-1', status: 'succeeded', amount: { value: '10.00', currency: 'RUB' } } };
    expect(parseYookassaNotification(body)).toEqual({ event: 'refund.succeeded', objectId: 'r-1', paymentId: 'pay-1', purchaseId: undefined });
  });

  it.each([
    ['another type', { type: 'error', event: 'payment.succeeded', object: { id: 'x' } }],
    ['an unknown event', { type: 'notification', event: 'payout.succeeded', object: { id: 'x' } }],
    ['no object id', { type: 'notification', event: 'payment.canceled', object: {} }],
    ['a refund without its payment', { type: 'notification', event: 'refund.succeeded', object: { id: 'r-1' } }],
    ['not an object', 'payment.succeeded'],
  ])('should refuse %s', (_case, body) => {
    expect(parseYookassaNotification(body)).toBeUndefined();
  });

  it('should ignore a purchase id that is not a string', () => {
    const body = { type: 'notification', event: 'payment.canceled', object: { id: 'p', metadata: { purchaseId: 7 } } };
    expect(parseYookassaNotification(body)?.purchaseId).toBeUndefined();
  });
});
