import { describe, expect, it } from 'vitest';
import { paymentMethodLabel, receiptLabel, receiptStatusLabel } from './payment-labels';

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

  it('should tell the client where a receipt without fiscal data stands, and nothing for a payment from before', () => {
    expect(receiptStatusLabel({ receipt: null, receipt_status: 'succeeded' })).toBe('Чек из «Мой налог» отправлен вам на почту.');
    expect(receiptStatusLabel({ receipt: null, receipt_status: 'pending' })).toBe('Чек формируется и придёт на почту.');
    expect(receiptStatusLabel({ receipt: null, receipt_status: 'canceled' })).toBe('Чек не сформировался автоматически: коуч пришлёт его вам.');
    expect(receiptStatusLabel({ receipt: null, receipt_status: null })).toBeNull();
  });
});
