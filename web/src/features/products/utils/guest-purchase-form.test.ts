import { describe, expect, it } from 'vitest';
import { validateGuestForm, withoutFreeProduct } from './guest-purchase-form';

const valid = { email: 'anna@example.ru', emailConfirmed: true, agreement: true, notification: false };

describe('guest purchase form', () => {
  it('should accept a filled form', () => {
    expect(validateGuestForm(valid)).toEqual({});
  });

  it('should show the spec’s messages', () => {
    expect(validateGuestForm({ ...valid, email: '' }).email).toBe('Обязательно');
    expect(validateGuestForm({ ...valid, email: 'anna@' }).email).toBe('Введите корректный емаил');
    expect(validateGuestForm({ ...valid, emailConfirmed: false }).emailConfirmed).toBe('Обязательно');
    expect(validateGuestForm({ ...valid, agreement: false }).agreement).toBe('Обязательно');
  });

  it('should hide the free product from lists', () => {
    expect(withoutFreeProduct([{ id: 1 }, { id: 2 }, { id: 3 }])).toEqual([{ id: 2 }, { id: 3 }]);
  });
});
