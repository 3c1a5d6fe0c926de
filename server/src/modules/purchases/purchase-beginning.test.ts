import { describe, expect, it } from 'vitest';
import { DomainError } from '../../eventstore/decider';
import { purchaseBeginning, type BeginningEvent, type PurchaseOrder, type ReservedPromo } from './purchase-beginning';
import type { PurchaseGiftPayment } from './events';
import { purchaseDocuments } from './purchase-documents';
import type { TaxProfile } from './fiscal-receipts';
import { personalDataConsentDocument } from '../users/consent-documents';

const { decide, evolve, initialState } = purchaseBeginning;

/** The beginning after these steps. */
const after = (...events: BeginningEvent[]) => events.reduce(evolve, initialState());

const start = new Date('2026-12-05T07:00:00.000Z');
const tax: TaxProfile = { status: 'self_employed' };
const certificate = { certificateId: 'cert-1', purchaseId: 'gift-purchase', balanceKopecks: 100_000 };
const asker = { clientIp: '203.0.113.5', customer: { userId: 'anna', email: 'anna@example.ru' } };

/** A session of 3 500 ₽ with a promo code and an amount certificate. */
const session: PurchaseOrder = {
  purchaseId: 'p-1',
  item: { kind: 'consultation', typeId: 1, sessions: 1, start, userId: 'anna' },
  description: 'Коуч-сессия, 5 декабря',
  buyer: { userId: 'anna', email: 'anna@example.ru' },
  documents: purchaseDocuments({ kind: 'client' }),
  listPriceKopecks: 350_000,
  promoCode: { code: 'WINTER', item: { kind: 'consultation', typeId: 1, priceKopecks: 350_000 }, asker },
  giftCertificate: { certificate, userId: 'anna' },
  receiptBasis: { tax, itemName: 'Коуч-сессия' },
};

/** A guest's product of 990 ₽, nothing to reserve. */
const product: PurchaseOrder = {
  purchaseId: 'p-2',
  item: { kind: 'product', typeId: 2 },
  description: 'Рабочая тетрадь',
  buyer: { userId: null, email: 'guest@example.ru' },
  documents: purchaseDocuments({ kind: 'guest', advertising: false }),
  guestConsents: { personalData: personalDataConsentDocument, advertising: null },
  listPriceKopecks: 99_000,
  receiptBasis: { tax, itemName: 'Рабочая тетрадь' },
};

const promo: ReservedPromo = { code: 'WINTER', discountKopecks: 50_000, fullAmountKopecks: 350_000, amountKopecks: 300_000 };
const gift: PurchaseGiftPayment = { certificateId: 'cert-1', purchaseId: 'gift-purchase', amountKopecks: 100_000 };
const reserved: BeginningEvent[] = [
  { type: 'PromoUseReserved', promo },
  { type: 'CertificateSpent', payment: gift },
];
const held: BeginningEvent[] = [...reserved, { type: 'SlotHeld', consultationId: 42 }];
const recorded: BeginningEvent[] = [...held, { type: 'PurchaseRecorded' }];
const created: BeginningEvent[] = [...recorded, { type: 'PaymentCreated', paymentId: 'pay-1', confirmationToken: 'token-1' }];
const failed = (step: Extract<BeginningEvent, { type: 'StepFailed' }>['step'], error: unknown): BeginningEvent => ({ type: 'StepFailed', step, error });

describe('beginning a purchase: each step', () => {
  it('should reserve the promo code’s use first', () => {
    expect(decide(session, initialState())).toEqual([{ type: 'ReservePromoUse', code: 'WINTER', item: session.promoCode?.item, asker }]);
  });

  it('should take from the certificate what it can of the price the code gives', () => {
    expect(decide(session, after(reserved[0]!))).toEqual([{ type: 'SpendCertificate', certificate, userId: 'anna', priceKopecks: 300_000 }]);
  });

  it('should take from the certificate at the catalogue’s price without a code', () => {
    const { promoCode: _none, ...withoutCode } = session;
    expect(decide(withoutCode, initialState())).toEqual([{ type: 'SpendCertificate', certificate, userId: 'anna', priceKopecks: 350_000 }]);
  });

  it('should hold a session’s slot once its money is reserved', () => {
    expect(decide(session, after(...reserved))).toEqual([{ type: 'HoldSlot', session: session.item }]);
  });

  it('should record the purchase with the held session, the code and what the certificate paid; the card pays the rest', () => {
    expect(decide(session, after(...held))).toEqual([
      {
        type: 'StartPurchase',
        data: {
          purchaseId: 'p-1',
          item: { kind: 'consultation', typeId: 1, consultationId: 42, sessions: 1 },
          amountKopecks: 200_000,
          description: 'Коуч-сессия, 5 декабря',
          buyer: session.buyer,
          documents: session.documents,
          promo: { code: 'WINTER', discountKopecks: 50_000, fullAmountKopecks: 350_000 },
          giftCertificate: gift,
        },
      },
    ]);
  });

  it('should record a certificate with nothing left on it as no gift payment', () => {
    const { promoCode: _none, ...withoutCode } = session;
    const [step] = decide(withoutCode, after({ type: 'CertificateSpent', payment: null }, { type: 'SlotHeld', consultationId: 7 }));
    expect(step).toMatchObject({ type: 'StartPurchase', data: { amountKopecks: 350_000 } });
    expect(step).not.toHaveProperty('data.giftCertificate');
  });

  it('should record a product at once when nothing is reserved for it, with the guest’s consents', () => {
    expect(decide(product, initialState())).toEqual([
      {
        type: 'StartPurchase',
        data: {
          purchaseId: 'p-2',
          item: { kind: 'product', typeId: 2 },
          amountKopecks: 99_000,
          description: 'Рабочая тетрадь',
          buyer: product.buyer,
          documents: product.documents,
          guestConsents: product.guestConsents,
        },
      },
    ]);
  });

  it('should ask the provider for what the card pays once the purchase is recorded, with the receipt’s item', () => {
    expect(decide(session, after(...recorded))).toEqual([
      {
        type: 'CreatePayment',
        amountKopecks: 200_000,
        description: 'Коуч-сессия, 5 декабря',
        item: { kind: 'consultation', name: 'Коуч-сессия', buyerEmail: 'anna@example.ru' },
        receiptBasis: session.receiptBasis,
      },
    ]);
  });

  it('should record the payment asked for, then answer the purchase begun with its token', () => {
    expect(decide(session, after(...created))).toEqual([{ type: 'RecordPaymentRequest', paymentId: 'pay-1', confirmationToken: 'token-1', receiptBasis: session.receiptBasis }]);
    expect(decide(session, after(...created, { type: 'PaymentRequestRecorded' }))).toEqual([
      {
        type: 'Begun',
        purchase: {
          purchaseId: 'p-1',
          item: { kind: 'consultation', typeId: 1, consultationId: 42, sessions: 1 },
          amountKopecks: 200_000,
          promo,
          giftPayment: gift,
          confirmationToken: 'token-1',
        },
      },
    ]);
  });

  it('should ask for no payment when nothing is left for the card: the purchase completed as it was recorded', () => {
    const all: ReservedPromo = { ...promo, discountKopecks: 350_000, amountKopecks: 0 };
    expect(decide(session, after({ type: 'PromoUseReserved', promo: all }, { type: 'CertificateSpent', payment: null }, { type: 'SlotHeld', consultationId: 42 }, { type: 'PurchaseRecorded' }))).toEqual([
      {
        type: 'Begun',
        purchase: { purchaseId: 'p-1', item: { kind: 'consultation', typeId: 1, consultationId: 42, sessions: 1 }, amountKopecks: 0, promo: all, giftPayment: null, confirmationToken: null },
      },
    ]);
  });

  it('should ask the provider for a gift certificate under the name its receipt gives', () => {
    const order: PurchaseOrder = {
      ...product,
      item: { kind: 'gift_certificate', certificateId: 'c-9', amountKopecks: 500_000 },
      description: 'Подарочный сертификат: 5 000 ₽ на сессии и пакеты',
      listPriceKopecks: 500_000,
      receiptBasis: { tax, itemName: 'Подарочный сертификат: 5 000 ₽ на сессии и пакеты' },
    };
    expect(decide(order, after({ type: 'PurchaseRecorded' }))).toMatchObject([
      { type: 'CreatePayment', amountKopecks: 500_000, item: { kind: 'gift_certificate', name: 'Подарочный сертификат: 5 000 ₽ на сессии и пакеты', buyerEmail: 'guest@example.ru' } },
    ]);
  });
});

describe('beginning a purchase: the one compensation path', () => {
  const error = new DomainError('conflict', 'Это время уже занято.');

  it('should give back nothing when the code’s use could not be reserved', () => {
    expect(decide(session, after(failed('ReservePromoUse', error)))).toEqual([{ type: 'Failed', error }]);
  });

  it('should give the code’s use back when the certificate could not pay', () => {
    expect(decide(session, after(reserved[0]!, failed('SpendCertificate', error)))).toEqual([{ type: 'ReleasePromoUse', code: 'WINTER' }, { type: 'Failed', error }]);
  });

  it('should give back the certificate’s money, then the code’s use, when the slot is taken', () => {
    expect(decide(session, after(...reserved, failed('HoldSlot', error)))).toEqual([
      { type: 'ReturnSpending', payment: gift },
      { type: 'ReleasePromoUse', code: 'WINTER' },
      { type: 'Failed', error },
    ]);
  });

  it('should release the slot first, then the money and the code, when the purchase could not be recorded', () => {
    expect(decide(session, after(...held, failed('StartPurchase', error)))).toEqual([
      { type: 'ReleaseSlot', consultationId: 42, reason: 'payment-canceled' },
      { type: 'ReturnSpending', payment: gift },
      { type: 'ReleasePromoUse', code: 'WINTER' },
      { type: 'Failed', error },
    ]);
  });

  it('should give back only what was taken: a certificate with nothing left gave nothing', () => {
    const { promoCode: _none, ...withoutCode } = session;
    expect(decide(withoutCode, after({ type: 'CertificateSpent', payment: null }, failed('HoldSlot', error)))).toEqual([{ type: 'Failed', error }]);
  });

  it('should expire the recorded purchase (which gives everything back) and answer that the service is down when the provider fails', () => {
    const [expire, answer] = decide(session, after(...recorded, failed('CreatePayment', new Error('ЮKassa не отвечает'))));
    expect(expire).toEqual({ type: 'ExpirePurchase' });
    expect(answer).toMatchObject({ type: 'Failed', error: { kind: 'unavailable', message: 'Платёжный сервис сейчас недоступен. Попробуйте ещё раз через несколько минут.' } });
  });

  it('should give nothing back itself once the purchase is recorded: it owns what it reserved', () => {
    const broken = new Error('connection terminated');
    expect(decide(session, after(...created, failed('RecordPaymentRequest', broken)))).toEqual([{ type: 'Failed', error: broken }]);
  });
});
