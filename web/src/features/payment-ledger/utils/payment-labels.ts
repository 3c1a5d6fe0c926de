import type { PaymentItemKind, PaymentMovementKind } from '../../../api/generated/model';

export const itemKindLabels: Readonly<Record<PaymentItemKind, string>> = { consultation: 'Консультация', package: 'Пакет сессий', product: 'Продукт' };
export const movementLabels: Readonly<Record<PaymentMovementKind, string>> = { paid: 'Оплата', refunded: 'Возврат' };

/** «bank_card» → «карта»; an unknown method keeps its own name. */
const methodLabels: Readonly<Record<string, string>> = { bank_card: 'карта', sbp: 'СБП', other: 'другое', sandbox: 'тестовая оплата' };
export const methodLabel = (method: string | null) => (method === null ? '' : methodLabels[method] ?? method);
