import { DateTime } from 'luxon';
import { dayText } from '../../shared/date-text';
import { purchaseDescriptionText } from '../../shared/purchase-description';
import { practiceZone } from '../consultations/availability';
import type { PaymentItemKind, PaymentMovement, PaymentMovementKind } from './payment-ledger';

export const itemKindTitles: Readonly<Record<PaymentItemKind, string>> = { consultation: 'Консультация', package: 'Пакет сессий', product: 'Продукт', gift_certificate: 'Подарочный сертификат' };
export const movementTitles: Readonly<Record<PaymentMovementKind, string>> = { paid: 'Оплата', refunded: 'Возврат' };
/** The payment method as «Платежи» names it; an unknown one keeps its own name. */
const methodTitles: Readonly<Record<string, string>> = { bank_card: 'карта', sbp: 'СБП', other: 'другое', sandbox: 'тестовая оплата' };

const byteOrderMark = '\uFEFF';
const header = ['Дата и время (МСК)', 'Операция', 'Что оплачено', 'Описание', 'Сумма, ₽', 'Покупатель', 'Способ оплаты', 'Номер покупки'];

/** `1990,00`: roubles with kopecks and the decimal comma Russian Excel expects; a refund is negative. */
export const csvAmount = (kopecks: number, status: PaymentMovementKind) => {
  const signed = status === 'refunded' ? -kopecks : kopecks;
  const sign = signed < 0 ? '-' : '';
  const absolute = Math.abs(signed);
  return `${sign}${Math.trunc(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
};

/** RFC 4180 quoting with `;` as the separator; a leading =, +, - or @ is defused so Excel runs no formula. */
const cell = (value: string) => {
  const safe = /^[=+\-@]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The accountant's file: UTF-8 with a byte order mark, `;`-separated, CRLF lines, Moscow time, dates and methods in words as «Платежи» shows them. */
export function paymentsCsv(movements: readonly PaymentMovement[]): string {
  const lines = movements.map((movement) =>
    [
      DateTime.fromJSDate(movement.at, { zone: practiceZone }).toFormat('dd.MM.yyyy HH:mm'),
      movementTitles[movement.status],
      itemKindTitles[movement.itemKind],
      purchaseDescriptionText(movement.description, dayText),
      csvAmount(movement.amountKopecks, movement.status),
      movement.buyer ?? 'данные удалены',
      movement.method === null ? '' : (methodTitles[movement.method] ?? movement.method),
      movement.purchaseId,
    ].map(cell).join(';'),
  );
  return `${byteOrderMark}${[header.map(cell).join(';'), ...lines].join('\r\n')}\r\n`;
}
