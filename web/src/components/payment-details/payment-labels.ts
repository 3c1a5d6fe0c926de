import { DateTime } from 'luxon';
import type { FiscalReceipt, PaymentInfo, PaymentInfoMethod } from '../../api/generated/model';

const methodNames: Record<NonNullable<PaymentInfoMethod>, string> = {
  bank_card: 'банковская карта',
  sbp: 'СБП',
  other: 'другой способ ЮKassa',
  sandbox: 'тестовая оплата (песочница)',
};

/** «Способ оплаты: СБП»; nothing for a free product or a payment from before the method was recorded. */
export const paymentMethodLabel = (method: PaymentInfoMethod): string | null => (method ? `Способ оплаты: ${methodNames[method]}` : null);

/**
 * The receipt as YooKassa reports it: its registration data (ФД, ФН, ФП), not a link, since the
 * API gives none; with them the receipt can be checked in the tax service's «Проверка чеков».
 */
export function receiptLabel(receipt: FiscalReceipt): string {
  const registered = DateTime.fromISO(receipt.registered_at, { zone: 'utc' }).setZone('Europe/Moscow').toFormat('dd.LL.yyyy HH:mm');
  return `Чек зарегистрирован ${registered}: ФД ${receipt.fiscal_document_number}, ФН ${receipt.fiscal_storage_number}, ФП ${receipt.fiscal_attribute}`;
}

/** What the client reads about her receipt when it has no fiscal data to show; null when there is nothing to say. */
export function receiptStatusLabel(payment: Pick<PaymentInfo, 'receipt' | 'receipt_status'>): string | null {
  if (payment.receipt) return receiptLabel(payment.receipt);
  switch (payment.receipt_status) {
    case 'succeeded':
      return 'Чек из «Мой налог» отправлен вам на почту.';
    case 'pending':
      return 'Чек формируется и придёт на почту.';
    case 'canceled':
      return 'Чек не сформировался автоматически: коуч пришлёт его вам.';
    default:
      return null;
  }
}
