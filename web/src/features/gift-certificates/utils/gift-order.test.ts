import { describe, expect, it } from 'vitest';
import { emptyGiftOrder, giftOrderErrors, moscowDay } from './gift-order';

const now = new Date('2026-11-27T22:30:00.000Z'); // 28 November, 01:30 in Moscow

describe('the gift certificate order', () => {
  it('should take the Moscow day, today to a year ahead', () => {
    expect(moscowDay(now)).toBe('2026-11-28');
    expect(moscowDay(now, 365)).toBe('2027-11-28');
  });

  it('should ask for what, whom, a day in range, and a guest’s address and consent', () => {
    const empty = emptyGiftOrder(moscowDay(now));
    expect(Object.keys(giftOrderErrors(empty, true, now)).sort()).toEqual(['agreement', 'email', 'recipientEmail', 'recipientName', 'typeId']);
    expect(Object.keys(giftOrderErrors(empty, false, now)).sort()).toEqual(['recipientEmail', 'recipientName', 'typeId']);
    const filled = { ...empty, typeId: 1, recipientName: 'Вера', recipientEmail: 'vera@example.ru' };
    expect(giftOrderErrors(filled, false, now)).toEqual({});
    expect(giftOrderErrors({ ...filled, deliverOn: '2026-11-27' }, false, now)).toHaveProperty('deliverOn');
    expect(giftOrderErrors({ ...filled, deliverOn: '2027-11-29' }, false, now)).toHaveProperty('deliverOn');
  });
});
