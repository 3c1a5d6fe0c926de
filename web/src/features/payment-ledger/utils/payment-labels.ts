import { DateTime } from 'luxon';
import type { MovementReceipt, PaymentItemKind, PaymentMovementKind } from '../../../api/generated/model';
import { formatRoubles } from '../../../lib/money';

export const itemKindLabels: Readonly<Record<PaymentItemKind, string>> = { consultation: 'Консультация', package: 'Пакет сессий', product: 'Продукт', gift_certificate: 'Подарочный сертификат' };
export const movementLabels: Readonly<Record<PaymentMovementKind, string>> = { paid: 'Оплата', refunded: 'Возврат' };

/** «2026-12» → «декабрь 2026»: a month of the ledger as the coach reads it. */
export const monthLabel = (month: string) => DateTime.fromFormat(month, 'yyyy-MM').setLocale('ru').toFormat('LLLL yyyy');

/** «bank_card» → «карта»; an unknown method keeps its own name. */
const methodLabels: Readonly<Record<string, string>> = { bank_card: 'карта', sbp: 'СБП', other: 'другое', sandbox: 'тестовая оплата' };
export const methodLabel = (method: string | null) => (method === null ? '' : methodLabels[method] ?? method);

const receiptKindLabels: Readonly<Record<MovementReceipt['kind'], string>> = { payment: 'чек оплаты', refund: 'чек возврата', settlement: 'чек зачёта' };

/** «чек оплаты: зарегистрирован, ФД 3997», «чек зачёта: ждёт ответа более часа»: one receipt as the coach checks it. */
export function receiptText(receipt: MovementReceipt): string {
  const kind = receiptKindLabels[receipt.kind];
  if (receipt.status === 'canceled') return `${kind}: отказ, ${retryable(receipt) ? 'отправьте ещё раз или зарегистрируйте вручную' : 'зарегистрируйте вручную'}`;
  if (receipt.status === 'pending') return `${kind}: ${receipt.overdue ? 'нет ответа слишком долго' : (receipt.attempt ?? 1) > 1 ? 'отправлен ещё раз, ждёт ответа' : 'ждёт ответа'}`;
  if (receipt.registered_by_hand) return `${kind}: выдан вручную`;
  return `${kind}: зарегистрирован${receipt.fiscal ? `, ФД ${receipt.fiscal.fiscal_document_number}` : ''}`;
}

/** «чек оплаты на 3 500 ₽»: the receipt as a sentence names it. */
export const receiptName = (receipt: MovementReceipt) => `${receiptKindLabels[receipt.kind]} на ${formatRoubles(receipt.amount)}`;

/** Refused by a cash register, which takes it again (a «Мой налог» receipt is made there by hand). */
export const retryable = (receipt: MovementReceipt) => receipt.status === 'canceled' && receipt.registrar === 'cash_register' && receipt.receipt_id !== undefined;

/** Refused or awaited too long: the coach registers it herself and says so. */
export const needsHand = (receipt: MovementReceipt) => receipt.receipt_id !== undefined && (receipt.status === 'canceled' || (receipt.status === 'pending' && receipt.overdue));

/** The colour of a receipt's mark: registered, awaited, or a problem. */
export const receiptColor = (receipt: MovementReceipt): 'success' | 'neutral' | 'danger' =>
  receipt.status === 'succeeded' ? 'success' : receipt.status === 'canceled' || receipt.overdue ? 'danger' : 'neutral';
