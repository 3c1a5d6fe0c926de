import type { MovementReceipt, PaymentItemKind, PaymentMovementKind } from '../../../api/generated/model';

export const itemKindLabels: Readonly<Record<PaymentItemKind, string>> = { consultation: 'Консультация', package: 'Пакет сессий', product: 'Продукт' };
export const movementLabels: Readonly<Record<PaymentMovementKind, string>> = { paid: 'Оплата', refunded: 'Возврат' };

/** «bank_card» → «карта»; an unknown method keeps its own name. */
const methodLabels: Readonly<Record<string, string>> = { bank_card: 'карта', sbp: 'СБП', other: 'другое', sandbox: 'тестовая оплата' };
export const methodLabel = (method: string | null) => (method === null ? '' : methodLabels[method] ?? method);

const receiptKindLabels: Readonly<Record<MovementReceipt['kind'], string>> = { payment: 'чек оплаты', refund: 'чек возврата', settlement: 'чек зачёта' };

/** «чек оплаты: зарегистрирован, ФД 3997», «чек зачёта: ждёт ответа более часа»: one receipt as the coach checks it. */
export function receiptText(receipt: MovementReceipt): string {
  const kind = receiptKindLabels[receipt.kind];
  if (receipt.status === 'canceled') return `${kind}: отказ, зарегистрируйте вручную`;
  if (receipt.status === 'pending') return `${kind}: ${receipt.overdue ? 'нет ответа слишком долго' : 'ждёт ответа'}`;
  return `${kind}: зарегистрирован${receipt.fiscal ? `, ФД ${receipt.fiscal.fiscal_document_number}` : ''}`;
}

/** The colour of a receipt's mark: registered, awaited, or a problem. */
export const receiptColor = (receipt: MovementReceipt): 'success' | 'neutral' | 'danger' =>
  receipt.status === 'succeeded' ? 'success' : receipt.status === 'canceled' || receipt.overdue ? 'danger' : 'neutral';
