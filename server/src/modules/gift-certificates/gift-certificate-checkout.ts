import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { DomainError, type RequestMetadata } from '../../eventstore/decider';
import type { Catalog } from '../catalog/catalog';
import type { CheckoutResult } from '../purchases/consultation-checkout';
import { admitBuyer, withConsent, type BuyerOrder } from '../purchases/purchase-buyer';
import { isWellFormedEmail, normalizeEmail } from '../users/users';
import { formatKopecks } from '../../shared/money-text';
import type { PurchasedItem } from '../purchases/events';
import { giftMessageMaxLength, type GiftOffer } from './events';
import { moscowDayOf } from './gift-certificate-decider';
import type { GiftCertificates } from './gift-certificates';
import type { GiftCertificatesPorts } from './ports';

/** How far ahead the buyer may choose the day the recipient is mailed. */
export const giftDeliveryMaxDaysAhead = 365;

/** An amount certificate: whole roubles, from this… */
const giftAmountMinRoubles = 500;
/** …to this. */
const giftAmountMaxRoubles = 300_000;

export type GiftCertificateOrder = BuyerOrder & {
  /** What it gives: sessions of a consultation type (a session or a package), or an amount in whole roubles. */
  gives: { typeId: number } | { amountRoubles: number };
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** The Moscow day the recipient is mailed, `YYYY-MM-DD`: today or up to a year ahead. */
  deliverOn: string;
};

/** «Подарочный сертификат: Пакет из 5 сессий»: the purchase's and the receipt's name. */
export const giftCertificateDescription = (offerName: string) => `Подарочный сертификат: ${offerName}`;
/** «5 000 ₽ на сессии и пакеты»: an amount certificate's offer name. */
export const amountOfferName = (amountKopecks: number) => `${formatKopecks(amountKopecks)} на сессии и пакеты`;

function checkedDeliveryDay(deliverOn: string, now: Date): string {
  const day = DateTime.fromISO(deliverOn, { zone: 'Europe/Moscow' });
  const today = moscowDayOf(now);
  const last = DateTime.fromISO(today, { zone: 'Europe/Moscow' }).plus({ days: giftDeliveryMaxDaysAhead }).toISODate() ?? today;
  const iso = day.isValid ? day.toISODate() : null;
  if (iso === null || iso < today || iso > last) throw new DomainError('invalid', 'Выберите день доставки: сегодня или в течение года.');
  return iso;
}

type PricedOffer = { offer: GiftOffer; priceKopecks: number; item: (certificateId: string) => Extract<PurchasedItem, { kind: 'gift_certificate' }> };

/** What the certificate gives and costs: a type of the catalogue at its price, or the amount itself. */
async function pricedOffer(catalog: Catalog, gives: GiftCertificateOrder['gives']): Promise<PricedOffer> {
  if ('amountRoubles' in gives) {
    const { amountRoubles } = gives;
    if (!Number.isInteger(amountRoubles) || amountRoubles < giftAmountMinRoubles || amountRoubles > giftAmountMaxRoubles) {
      throw new DomainError('invalid', `Сумма сертификата — целое число рублей от ${formatKopecks(giftAmountMinRoubles * 100)} до ${formatKopecks(giftAmountMaxRoubles * 100)}.`);
    }
    const amountKopecks = amountRoubles * 100;
    return {
      offer: { kind: 'amount', amountKopecks, name: amountOfferName(amountKopecks) },
      priceKopecks: amountKopecks,
      item: (certificateId) => ({ kind: 'gift_certificate', certificateId, amountKopecks }),
    };
  }
  const type = (await catalog.consultationTypes()).find((candidate) => candidate.id === gives.typeId);
  if (!type) throw new DomainError('invalid', 'Такого вида консультации нет.');
  if (!type.onSale) throw new DomainError('invalid', 'Этот вид консультации сейчас не продаётся.');
  return {
    offer: { kind: 'consultation', typeId: type.id, sessions: type.sessions, name: type.name },
    priceKopecks: type.priceKopecks,
    item: (certificateId) => ({ kind: 'gift_certificate', typeId: type.id, certificateId, sessions: type.sessions }),
  };
}

/** Sells a gift certificate (`createGiftCertificateCheckout`). */
export type GiftCertificateCheckout = ReturnType<typeof createGiftCertificateCheckout>;

/**
 * Sells a gift certificate for a session or a package of the catalogue, or for an amount, to a
 * client or a guest, through the purchases' money path: the certificate is ordered (with the
 * recipient and the message), then its purchase starts at the catalogue's price (or the amount)
 * and the payment is asked for with an advance's receipt. The payment process issues it when paid.
 */
export function createGiftCertificateCheckout(
  ports: Pick<GiftCertificatesPorts, 'catalog' | 'checkPaymentConsent' | 'guestCheckouts' | 'paymentProcess' | 'taxProfile'>,
  certificates: Pick<GiftCertificates, 'order'>,
) {
  return async function checkout(order: GiftCertificateOrder, metadata: RequestMetadata): Promise<CheckoutResult> {
    const { offer, priceKopecks, item } = await pricedOffer(ports.catalog, order.gives);
    const recipientName = order.recipientName.trim();
    if (recipientName === '') throw new DomainError('invalid', 'Укажите имя получателя.');
    const recipientEmail = normalizeEmail(order.recipientEmail);
    if (!isWellFormedEmail(recipientEmail)) throw new DomainError('invalid', 'Проверьте адрес получателя: на него придёт сертификат.');
    const message = order.message.trim();
    if (message.length > giftMessageMaxLength) throw new DomainError('invalid', `Пожелание длиннее ${giftMessageMaxLength} символов.`);
    const deliverOn = checkedDeliveryDay(order.deliverOn, metadata.now);
    const buyer = await admitBuyer(ports.guestCheckouts, order, 'Укажите свою электронную почту: на неё придёт чек и подтверждение.');
    const consented = await ports.checkPaymentConsent({ user: order.user, ticked: order.paymentConsent, priceKopecks }, metadata);
    // Everything read from the read models is read before the first append: no step after it waits for them.
    const tax = await ports.taxProfile({ kind: 'gift_certificate' });
    const purchaseId = randomUUID();
    const certificateId = randomUUID();
    const description = giftCertificateDescription(offer.name);
    await certificates.order({ certificateId, purchaseId, offer, recipientName, recipientEmail, message, deliverOn }, metadata);
    const begun = await ports.paymentProcess.begin(
      {
        purchaseId,
        item: item(certificateId),
        description,
        ...withConsent(buyer, consented),
        listPriceKopecks: priceKopecks,
        receiptBasis: { tax, itemName: description },
      },
      metadata,
    );
    return { free: false, purchaseId, confirmationToken: begun.confirmationToken, amountRoubles: priceKopecks / 100 };
  };
}
