import { describe, expect, it } from 'vitest';
import { receiptFor, receiptOverdueAfterMs, settlesPrepayments, taxProfileOf } from './fiscal-receipts';

const session = { kind: 'consultation', name: 'Коуч-сессия', buyerEmail: 'anna@example.ru' } as const;
const guide = { kind: 'product', name: 'Рабочая тетрадь', buyerEmail: 'anna@example.ru' } as const;
const customer = { customerEmail: 'anna@example.ru' };

describe('receipts by the tax status', () => {
  it('should sell a self-employed coach\'s session as a service paid in full, without VAT or tax system, whatever the movement', () => {
    for (const kind of ['payment', 'refund', 'settlement'] as const) {
      expect(receiptFor({ status: 'self_employed' }, session, kind)).toEqual({ ...customer, itemDescription: 'Коуч-сессия', vatCode: 1, paymentSubject: 'service', paymentMode: 'full_payment' });
    }
    expect(settlesPrepayments({ status: 'self_employed' })).toBe(false);
  });

  it("should make an entrepreneur's session a prepaid service, settled in full later, with her tax system", () => {
    const usn = { status: 'sole_proprietor', system: 'usn_income' } as const;
    expect(receiptFor(usn, session, 'payment')).toEqual({ ...customer, itemDescription: 'Коуч-сессия', vatCode: 1, paymentSubject: 'service', paymentMode: 'full_prepayment', taxSystemCode: 2 });
    expect(receiptFor(usn, session, 'refund')).toMatchObject({ paymentMode: 'full_prepayment', taxSystemCode: 2 });
    expect(receiptFor(usn, session, 'settlement')).toMatchObject({ paymentMode: 'full_payment', paymentSubject: 'service', taxSystemCode: 2 });
    expect(settlesPrepayments(usn)).toBe(true);
  });

  it("should make an entrepreneur's gift certificate an advance (subject «платёж»), its refund too, and settle the session given with it as a service", () => {
    const certificate = { kind: 'gift_certificate', name: 'Подарочный сертификат: Коуч-сессия', buyerEmail: 'anna@example.ru' } as const;
    const usn = { status: 'sole_proprietor', system: 'usn_income' } as const;
    expect(receiptFor(usn, certificate, 'payment')).toMatchObject({ paymentMode: 'advance', paymentSubject: 'payment', vatCode: 1, taxSystemCode: 2 });
    expect(receiptFor(usn, certificate, 'refund')).toMatchObject({ paymentMode: 'advance', paymentSubject: 'payment' });
    expect(receiptFor(usn, certificate, 'settlement')).toMatchObject({ paymentMode: 'full_payment', paymentSubject: 'service' });
    expect(receiptFor({ status: 'sole_proprietor', system: 'osn' }, certificate, 'payment')).toMatchObject({ vatCode: 12 });
    expect(receiptFor({ status: 'self_employed' }, certificate, 'payment')).toMatchObject({ paymentMode: 'full_payment', paymentSubject: 'service', vatCode: 1 });
  });

  it('should sell a product as a result of intellectual activity paid in full', () => {
    expect(receiptFor({ status: 'sole_proprietor', system: 'patent' }, guide, 'payment')).toMatchObject({ paymentSubject: 'intellectual_activity', paymentMode: 'full_payment', vatCode: 1, taxSystemCode: 6 });
  });

  it('should name each tax system by its code and charge VAT on the general system only (22/122 on a prepayment)', () => {
    expect(receiptFor({ status: 'sole_proprietor', system: 'usn_income_minus_expenses' }, session, 'payment')).toMatchObject({ taxSystemCode: 3, vatCode: 1 });
    expect(receiptFor({ status: 'sole_proprietor', system: 'osn' }, session, 'payment')).toMatchObject({ taxSystemCode: 1, vatCode: 12 });
    expect(receiptFor({ status: 'sole_proprietor', system: 'osn' }, session, 'settlement')).toMatchObject({ taxSystemCode: 1, vatCode: 11 });
    expect(receiptFor({ status: 'sole_proprietor', system: 'osn' }, guide, 'payment')).toMatchObject({ vatCode: 11 });
  });

  it("should carry the item's chosen VAT rate, by its calculated rate when paid ahead (YooKassa's codes 7–12)", () => {
    const usn = { status: 'sole_proprietor', system: 'usn_income' } as const;
    expect(receiptFor({ ...usn, vatRate: 'vat5' }, session, 'payment')).toMatchObject({ vatCode: 9 });
    expect(receiptFor({ ...usn, vatRate: 'vat5' }, session, 'settlement')).toMatchObject({ vatCode: 7 });
    expect(receiptFor({ ...usn, vatRate: 'vat7' }, session, 'payment')).toMatchObject({ vatCode: 10 });
    expect(receiptFor({ ...usn, vatRate: 'vat7' }, guide, 'payment')).toMatchObject({ vatCode: 8 });
    expect(receiptFor({ ...usn, vatRate: 'vat22' }, guide, 'payment')).toMatchObject({ vatCode: 11 });
    expect(receiptFor({ ...usn, vatRate: 'vat22' }, { ...session, kind: 'gift_certificate' }, 'payment')).toMatchObject({ vatCode: 12 });
  });

  it('should leave the tax system out for an entrepreneur who has not chosen one, and ignore one on the self-employed', () => {
    expect(receiptFor({ status: 'sole_proprietor' }, session, 'payment')).not.toHaveProperty('taxSystemCode');
    expect(taxProfileOf({ taxStatus: 'self_employed', taxSystem: 'osn' })).toEqual({ status: 'self_employed' });
    expect(taxProfileOf({ taxStatus: 'sole_proprietor', taxSystem: 'osn' })).toEqual({ status: 'sole_proprietor', system: 'osn' });
  });

  it('should call a receipt overdue after an hour at a register and after a day at «Мой налог»', () => {
    expect(receiptOverdueAfterMs({ status: 'sole_proprietor', system: 'osn' })).toBe(3_600_000);
    expect(receiptOverdueAfterMs({ status: 'self_employed' })).toBe(86_400_000);
  });
});
