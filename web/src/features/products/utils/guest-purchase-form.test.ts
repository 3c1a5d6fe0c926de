import { describe, expect, it } from 'vitest';
import { emptyGuestForm, validateGuestForm } from './guest-purchase-form';

const valid = { email: 'anna@example.ru', emailConfirmed: true, agreement: true, notification: false };

describe('guest purchase form', () => {
  it('should accept a filled form, with or without the advertising consent', () => {
    expect(validateGuestForm(valid)).toEqual({});
    expect(validateGuestForm({ ...valid, notification: true })).toEqual({});
  });

  it('should accept an address with spaces around it', () => {
    expect(validateGuestForm({ ...valid, email: '  anna@example.ru ' })).toEqual({});
  });

  it('should mark every required field of an empty form with «Обязательно» and nothing else', () => {
    expect(validateGuestForm(emptyGuestForm)).toEqual({ email: 'Обязательно', emailConfirmed: 'Обязательно', agreement: 'Обязательно' });
  });

  it('should call a blank address required rather than malformed', () => {
    expect(validateGuestForm({ ...valid, email: '   ' })).toEqual({ email: 'Обязательно' });
  });

  it.each(['anna', 'anna@', 'anna@example', '@example.ru', 'anna @example.ru', 'anna@exa mple.ru', `${'a'.repeat(250)}@example.ru`])(
    'should answer «Введите корректный емаил» for %s',
    (email) => {
      expect(validateGuestForm({ ...valid, email })).toEqual({ email: 'Введите корректный емаил' });
    },
  );

  it('should require the e-mail confirmation with «Обязательно»', () => {
    expect(validateGuestForm({ ...valid, emailConfirmed: false })).toEqual({ emailConfirmed: 'Обязательно' });
  });

  it('should require the personal data consent with «Обязательно»', () => {
    expect(validateGuestForm({ ...valid, agreement: false })).toEqual({ agreement: 'Обязательно' });
  });
});
