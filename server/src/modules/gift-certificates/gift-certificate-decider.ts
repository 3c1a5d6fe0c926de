import { DateTime } from 'luxon';
import { eventTypesOf } from '../../eventstore/event-schema';
import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { dayText } from '../../shared/date-text';
import { formatKopecks } from '../../shared/money-text';
import { giftCertificateEventSchemas, type GiftCertificateEvent, type GiftOffer } from './events';

export type OrderGiftCertificate = Command<
  'OrderGiftCertificate',
  { certificateId: string; purchaseId: string; offer: GiftOffer; recipientName: string; recipientEmail: string; message: string; deliverOn: string }
>;
/** Its purchase was paid: valid `validityMonths` months from the day it was paid (the coach's setting as it stands now). */
export type IssueGiftCertificate = Command<'IssueGiftCertificate', { codeHash: string; validityMonths: number }>;
export type RecordGiftCertificateMailed = Command<'RecordGiftCertificateMailed', Record<string, never>>;
export type RedeemGiftCertificate = Command<'RedeemGiftCertificate', { userId: string }>;
export type RefundGiftCertificate = Command<'RefundGiftCertificate', Record<string, never>>;
/** Pays `amountKopecks` of a purchase of the client who redeemed the amount certificate (once per purchase). */
export type SpendGiftCertificate = Command<'SpendGiftCertificate', { purchaseId: string; userId: string; amountKopecks: number }>;
/** Gives back up to `amountKopecks` of what a purchase spent (all of it at most; nothing left is a no-op). */
export type ReturnGiftCertificateSpending = Command<'ReturnGiftCertificateSpending', { purchaseId: string; amountKopecks: number }>;
export type GiftCertificateCommand =
  | OrderGiftCertificate
  | IssueGiftCertificate
  | RecordGiftCertificateMailed
  | RedeemGiftCertificate
  | RefundGiftCertificate
  | SpendGiftCertificate
  | ReturnGiftCertificateSpending;

/** Where a certificate is in its life: ordered (unpaid), issued (paid, its code valid), redeemed, refunded. */
export type GiftCertificateStatus = 'ordered' | 'issued' | 'redeemed' | 'refunded';

export type GiftCertificateState =
  | { status: 'none' }
  | {
      status: GiftCertificateStatus;
      certificateId: string;
      purchaseId: string;
      offer: GiftOffer;
      deliverOn: string;
      /** Whom it is for and the buyer's message (personal data: null once erased). */
      recipient: { name: string | null; email: string | null; message: string | null };
      expiresOn: string | null;
      /** The months it was issued for (null before it is, and for those issued before they were recorded). */
      validityMonths: number | null;
      mailed: boolean;
      redeemedBy: string | null;
      /** An amount certificate's money each purchase holds now (spent less returned). */
      spentByPurchase: ReadonlyMap<string, number>;
    };

/** What is left of an amount certificate's money (0 for a certificate of sessions). */
export function balanceKopecks(state: GiftCertificateState): number {
  if (state.status === 'none' || state.offer.kind !== 'amount') return 0;
  let spent = 0;
  for (const amount of state.spentByPurchase.values()) spent += amount;
  return state.offer.amountKopecks - spent;
}

export const moscowDayOf = (at: Date): string => DateTime.fromJSDate(at, { zone: 'Europe/Moscow' }).toISODate() ?? at.toISOString().slice(0, 10);

/**
 * The last day a certificate paid at `paidAt` is valid: `months` months on from its Moscow day, that
 * day included (paid 22 November 2026, for 12 months: through 22 November 2027).
 */
export const expiryOf = (paidAt: Date, months: number): string =>
  DateTime.fromJSDate(paidAt, { zone: 'Europe/Moscow' }).plus({ months }).toISODate() ?? moscowDayOf(paidAt);

export const notFoundMessage = 'Сертификат с таким кодом не найден. Проверьте код: он есть в письме и в PDF-файле.';
export const redeemedMessage = 'Этот сертификат уже активирован.';
export const refundedMessage = 'Этот сертификат больше не действует: деньги за него возвращены покупателю.';
export const expiredMessage = (expiresOn: string) => `Срок действия сертификата истёк ${dayText(expiresOn)}.`;
const notSpendableMessage = 'Этим сертификатом нельзя оплатить покупку: он не на сумму или активирован не вами.';
const balanceMessage = (left: number) => `На сертификате осталось ${formatKopecks(left)}.`;

function requireIssued(state: GiftCertificateState) {
  // An unpaid certificate has no code yet: to whoever types one, it does not exist.
  if (state.status === 'none' || state.status === 'ordered' || state.expiresOn === null) throw new DomainError('not_found', notFoundMessage);
  return { ...state, expiresOn: state.expiresOn };
}

/** Why the certificate cannot be redeemed today (a Moscow day), or null when it can. */
export function redeemRefusal(state: GiftCertificateState, today: string): string | null {
  const issued = requireIssued(state);
  if (issued.status === 'redeemed') return redeemedMessage;
  if (issued.status === 'refunded') return refundedMessage;
  if (today > issued.expiresOn) return expiredMessage(issued.expiresOn);
  return null;
}

function decide(command: GiftCertificateCommand, state: GiftCertificateState): GiftCertificateEvent[] {
  const at = command.metadata.now.toISOString();
  switch (command.type) {
    case 'OrderGiftCertificate':
      if (state.status !== 'none') throw new DomainError('conflict', 'Сертификат уже заказан.');
      return [{ type: 'GiftCertificateOrdered', data: { ...command.data, orderedAt: at } }];
    case 'IssueGiftCertificate': {
      if (state.status === 'none') throw new DomainError('not_found', notFoundMessage);
      // Fulfilling runs again after a failure half-way: one issue per certificate.
      if (state.status !== 'ordered') return [];
      const { codeHash, validityMonths } = command.data;
      const expiresOn = expiryOf(command.metadata.now, validityMonths);
      return [{ type: 'GiftCertificateIssued', data: { certificateId: state.certificateId, codeHash, expiresOn, validityMonths, issuedAt: at } }];
    }
    case 'RecordGiftCertificateMailed': {
      const issued = requireIssued(state);
      if (issued.mailed) return [];
      return [{ type: 'GiftCertificateMailed', data: { certificateId: issued.certificateId, mailedAt: at } }];
    }
    case 'RedeemGiftCertificate': {
      const refusal = redeemRefusal(state, moscowDayOf(command.metadata.now));
      if (refusal) throw new DomainError('conflict', refusal);
      const issued = requireIssued(state);
      return [{ type: 'GiftCertificateRedeemed', data: { certificateId: issued.certificateId, userId: command.data.userId, redeemedAt: at } }];
    }
    case 'RefundGiftCertificate': {
      if (state.status === 'none') throw new DomainError('not_found', 'Сертификат не найден.');
      if (state.status === 'refunded') return [];
      if (state.status === 'redeemed') {
        throw new DomainError(
          'conflict',
          state.offer.kind === 'amount'
            ? 'Сертификат уже активирован: его сумма у получателя. Вернуть деньги за него нельзя.'
            : 'Сертификат уже активирован: его сессии у получателя. Вернуть деньги за него нельзя, пока сессии не списаны вручную.',
        );
      }
      return [{ type: 'GiftCertificateRefunded', data: { certificateId: state.certificateId, refundedAt: at } }];
    }
    case 'SpendGiftCertificate': {
      const { purchaseId, userId, amountKopecks } = command.data;
      const issued = requireIssued(state);
      // The checkout that spent it runs again: the purchase holds its part once.
      if (issued.spentByPurchase.has(purchaseId)) return [];
      if (issued.offer.kind !== 'amount' || issued.status !== 'redeemed' || issued.redeemedBy !== userId) throw new DomainError('conflict', notSpendableMessage);
      if (moscowDayOf(command.metadata.now) > issued.expiresOn) throw new DomainError('conflict', expiredMessage(issued.expiresOn));
      const left = balanceKopecks(issued);
      if (amountKopecks <= 0 || amountKopecks > left) throw new DomainError('conflict', balanceMessage(left));
      return [{ type: 'GiftCertificateSpent', data: { certificateId: issued.certificateId, purchaseId, amountKopecks, spentAt: at } }];
    }
    case 'ReturnGiftCertificateSpending': {
      const { purchaseId, amountKopecks } = command.data;
      const issued = requireIssued(state);
      const returned = Math.min(amountKopecks, issued.spentByPurchase.get(purchaseId) ?? 0);
      if (returned <= 0) return [];
      return [{ type: 'GiftCertificateSpendingReturned', data: { certificateId: issued.certificateId, purchaseId, amountKopecks: returned, returnedAt: at } }];
    }
    default:
      throw unknownCase('command', command);
  }
}

function evolve(state: GiftCertificateState, event: GiftCertificateEvent): GiftCertificateState {
  if (event.type === 'GiftCertificateOrdered') {
    const { certificateId, purchaseId, offer, deliverOn, recipientName, recipientEmail, message } = event.data;
    return {
      status: 'ordered',
      certificateId,
      purchaseId,
      offer,
      deliverOn,
      recipient: { name: recipientName, email: recipientEmail, message },
      expiresOn: null,
      validityMonths: null,
      mailed: false,
      redeemedBy: null,
      spentByPurchase: new Map(),
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'GiftCertificateIssued':
      return { ...state, status: 'issued', expiresOn: event.data.expiresOn, validityMonths: event.data.validityMonths ?? null };
    case 'GiftCertificateMailed':
      return { ...state, mailed: true };
    case 'GiftCertificateRedeemed':
      return { ...state, status: 'redeemed', redeemedBy: event.data.userId };
    case 'GiftCertificateRefunded':
      return { ...state, status: 'refunded' };
    case 'GiftCertificateSpent':
      return { ...state, spentByPurchase: new Map(state.spentByPurchase).set(event.data.purchaseId, event.data.amountKopecks) };
    case 'GiftCertificateSpendingReturned': {
      const held = (state.spentByPurchase.get(event.data.purchaseId) ?? 0) - event.data.amountKopecks;
      return { ...state, spentByPurchase: new Map(state.spentByPurchase).set(event.data.purchaseId, Math.max(0, held)) };
    }
    default:
      throw unknownCase('event', event);
  }
}

export const giftCertificateDecider: Decider<GiftCertificateCommand, GiftCertificateEvent, GiftCertificateState> = {
  eventTypes: eventTypesOf(giftCertificateEventSchemas),
  initialState: () => ({ status: 'none' }),
  decide,
  evolve,
};
