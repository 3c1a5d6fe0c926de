import { describe, expect, it } from 'vitest';
import type { PaymentMovement } from './payment-ledger';
import { csvAmount, paymentsCsv } from './payments-csv';

const movement = (changes: Partial<PaymentMovement>): PaymentMovement => ({
  id: '10',
  purchaseId: 'p-1',
  status: 'paid',
  itemKind: 'product',
  at: new Date('2026-11-30T21:30:00.000Z'),
  amountKopecks: 199_050,
  description: 'Тетрадь; «Колесо баланса»',
  buyer: 'anna@example.ru',
  method: 'bank_card',
  receipts: [],
  receiptProblem: false,
  ...changes,
});

describe('the accountant CSV of payments', () => {
  it('should give amounts in roubles with kopecks and a decimal comma, refunds negative', () => {
    expect(csvAmount(199_050, 'paid')).toBe('1990,50');
    expect(csvAmount(5, 'paid')).toBe('0,05');
    expect(csvAmount(350_000, 'refunded')).toBe('-3500,00');
  });

  it('should start with a byte order mark, separate by semicolons and give Moscow time', () => {
    const csv = paymentsCsv([movement({}), movement({ id: '11', status: 'refunded', itemKind: 'package', buyer: null, method: null })]);
    expect(csv.startsWith('\uFEFFДата и время (МСК);Операция;')).toBe(true);
    const lines = csv.split('\r\n');
    // 21:30 UTC on 30 November is half past midnight on 1 December in Moscow.
    expect(lines[1]).toBe('01.12.2026 00:30;Оплата;Продукт;"Тетрадь; «Колесо баланса»";1990,50;anna@example.ru;карта;p-1');
    expect(lines[2]).toBe('01.12.2026 00:30;Возврат;Пакет сессий;"Тетрадь; «Колесо баланса»";-1990,50;данные удалены;;p-1');
  });

  it('should write a session’s day and the payment method in words, as «Платежи» shows them', () => {
    const line = paymentsCsv([movement({ itemKind: 'consultation', description: 'Коуч-сессия, 2026-12-02', method: 'sandbox' })]).split('\r\n')[1];
    expect(line).toContain(';Коуч-сессия, 2 декабря 2026;');
    expect(line).toContain(';anna@example.ru;тестовая оплата;');
  });

  it('should keep a cell starting with = from becoming a formula', () => {
    expect(paymentsCsv([movement({ description: '=HYPERLINK("x")' })]).split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
