import type { FiscalReceipt, PaymentMethod, ReceiptStatus } from '../../adapters/payments/payment-provider';

/** A purchase's payment as the cabinet shows it: amount, date, method and the receipt's registration data. */
export type PaymentDetails = {
  purchaseId: string;
  amountKopecks: number;
  /** What an amount gift certificate paid besides (0 when none did). */
  giftKopecks: number;
  paidAt: Date;
  method: PaymentMethod | null;
  receipt: FiscalReceipt | null;
  /** Where the payment's receipt stands; null for payments from before receipts had records and for free ones. */
  receiptStatus: ReceiptStatus | null;
};

/** The purchases columns a query selects (table alias `p`) to build `PaymentDetails`. */
export const paymentDetailColumns = `p.id AS payment_purchase_id, p.amount_kopecks AS payment_amount_kopecks, p.gift_kopecks AS payment_gift_kopecks, p.paid_at AS payment_paid_at,
  p.payment_method, p.receipt_registered_at, p.receipt_fiscal_document_number, p.receipt_fiscal_storage_number, p.receipt_fiscal_attribute,
  (SELECT r.status FROM purchase_receipts r WHERE r.purchase_id = p.id AND r.receipt_id = 'payment') AS payment_receipt_status`;

export type PaymentDetailRow = {
  payment_purchase_id: string | null;
  payment_amount_kopecks: number | string | null;
  payment_gift_kopecks: number | string | null;
  payment_paid_at: Date | string | null;
  payment_method: PaymentMethod | null;
  receipt_registered_at: Date | string | null;
  receipt_fiscal_document_number: string | null;
  receipt_fiscal_storage_number: string | null;
  receipt_fiscal_attribute: string | null;
  payment_receipt_status: ReceiptStatus | null;
};

/** Undefined when the row joined no paid purchase. */
export function toPaymentDetails(row: PaymentDetailRow): PaymentDetails | undefined {
  if (row.payment_purchase_id === null || row.payment_paid_at === null) return undefined;
  const registered = row.receipt_registered_at !== null && row.receipt_fiscal_document_number !== null;
  return {
    purchaseId: row.payment_purchase_id,
    amountKopecks: Number(row.payment_amount_kopecks ?? 0),
    giftKopecks: Number(row.payment_gift_kopecks ?? 0),
    paidAt: new Date(row.payment_paid_at),
    method: row.payment_method,
    receipt: registered
      ? {
          registeredAt: new Date(row.receipt_registered_at!).toISOString(),
          fiscalDocumentNumber: row.receipt_fiscal_document_number!,
          fiscalStorageNumber: row.receipt_fiscal_storage_number ?? '',
          fiscalAttribute: row.receipt_fiscal_attribute ?? '',
        }
      : null,
    receiptStatus: row.payment_receipt_status,
  };
}

/** The contract's `PaymentInfo`. */
export function presentPayment(payment: PaymentDetails) {
  return {
    id: payment.purchaseId,
    amount: payment.amountKopecks / 100,
    ...(payment.giftKopecks > 0 ? { gift_amount: payment.giftKopecks / 100 } : {}),
    date: payment.paidAt.toISOString(),
    method: payment.method,
    receipt: payment.receipt
      ? {
          registered_at: payment.receipt.registeredAt,
          fiscal_document_number: payment.receipt.fiscalDocumentNumber,
          fiscal_storage_number: payment.receipt.fiscalStorageNumber,
          fiscal_attribute: payment.receipt.fiscalAttribute,
        }
      : null,
    receipt_status: payment.receiptStatus,
  };
}
