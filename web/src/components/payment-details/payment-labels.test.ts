import { describe, expect, it } from 'vitest';
import { paymentMethodLabel, receiptLabel } from './payment-labels';

describe('payment labels', () => {
  it('should name card, СБП and the sandbox, and nothing when the method is unknown', () => {
    expect(paymentMethodLabel('bank_card')).toBe('Способ оплаты: банковская карта');
    expect(paymentMethodLabel('sbp')).toBe('Способ оплаты: СБП');
    expect(paymentMethodLabel('sandbox')).toBe('Способ оплаты: тестовая оплата (песочница)');
    expect(paymentMethodLabel(null)).toBeNull();
  });

  it("should show the receipt's registration data in Moscow time", () => {
    expect(
      receiptLabel({ registered_at: '2026-11-22T21:05:00.000Z', fiscal_document_number: '3997', fiscal_storage_number: '9288000100115785', fiscal_attribute: '2617603921' }),
    ).toBe('Чек зарегистрирован 23.11.2026 00:05: ФД 3997, ФН 9288000100115785, ФП 2617603921');
  });
});
