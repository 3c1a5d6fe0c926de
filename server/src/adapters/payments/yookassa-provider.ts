import type { Logger } from '../../config/logger';
import type { CreatePaymentRequest, CreateRefundRequest, CreateReceiptRequest, PaymentProvider, Receipt } from './payment-provider';
import { assertIdempotenceKey, assertPositiveKopecks } from './request-checks';
import { toYookassaAmount } from './yookassa-amount';
import { createYookassaHttp } from './yookassa-http';
import { readPayment, readPaymentReceipt, readReceipt, readRefund } from './yookassa-objects';

export type YookassaProviderOptions = {
  shopId: string;
  secretKey: string;
  /** The API root; a local stand-in in tests. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  logger: Logger;
  /** Time limit of one attempt (default 5 s). */
  timeoutMs?: number;
  /**
   * Pauses before each retry (default 0.25 s, then 1 s: three attempts in all). A buyer waits at
   * most about 16 s for an answer before she sees the error.
   */
  retryDelaysMs?: readonly number[];
};

/** YooKassa limits a payment's and a receipt item's description to 128 characters. */
const DESCRIPTION_LIMIT = 128;

/** YooKassa API v3: one-stage payments confirmed in the embedded widget, 54-FZ receipts, refunds. */
export function createYookassaProvider(options: YookassaProviderOptions): PaymentProvider {
  const send = createYookassaHttp({
    shopId: options.shopId,
    secretKey: options.secretKey,
    baseUrl: (options.baseUrl ?? 'https://api.yookassa.ru/v3').replace(/\/+$/, ''),
    fetchImpl: options.fetchImpl ?? fetch,
    logger: options.logger,
    timeoutMs: options.timeoutMs ?? 5_000,
    retryDelaysMs: options.retryDelaysMs ?? [250, 1_000],
  });

  return {
    kind: 'yookassa',

    async createPayment(request: CreatePaymentRequest) {
      assertIdempotenceKey(request.idempotenceKey);
      assertPositiveKopecks(request.amountKopecks, 'A payment');
      return send({
        method: 'POST',
        path: '/payments',
        idempotenceKey: request.idempotenceKey,
        body: {
          amount: toYookassaAmount(request.amountKopecks),
          // One stage: the money is taken as soon as the customer confirms; nothing to capture later.
          capture: true,
          // The widget on our page shows the form; it receives `confirmation_token` and the return URL.
          confirmation: { type: 'embedded' },
          description: clip(request.description),
          metadata: request.metadata,
          receipt: toYookassaReceipt(request.receipt, request.amountKopecks),
        },
        read: readPayment,
      });
    },

    async getPayment(paymentId) {
      return send({ method: 'GET', path: `/payments/${encodeURIComponent(paymentId)}`, read: readPayment });
    },

    async createRefund(request: CreateRefundRequest) {
      assertIdempotenceKey(request.idempotenceKey);
      assertPositiveKopecks(request.amountKopecks, 'A refund');
      return send({
        method: 'POST',
        path: '/refunds',
        idempotenceKey: request.idempotenceKey,
        body: {
          payment_id: request.paymentId,
          amount: toYookassaAmount(request.amountKopecks),
          ...(request.description ? { description: clip(request.description) } : {}),
          // The refund's receipt: a 54-FZ refund receipt, or the annulment of the «Мой налог» one.
          ...(request.receipt ? { receipt: toYookassaReceipt(request.receipt, request.amountKopecks) } : {}),
        },
        read: readRefund,
      });
    },

    async getRefund(refundId) {
      return send({ method: 'GET', path: `/refunds/${encodeURIComponent(refundId)}`, read: readRefund });
    },

    async createReceipt(request: CreateReceiptRequest) {
      assertIdempotenceKey(request.idempotenceKey);
      assertPositiveKopecks(request.amountKopecks, 'A receipt');
      const { customer, items, ...taxSystem } = toYookassaReceipt(request.receipt, request.amountKopecks);
      const { purpose } = request;
      const amount = toYookassaAmount(request.amountKopecks);
      return send({
        method: 'POST',
        path: '/receipts',
        idempotenceKey: request.idempotenceKey,
        body: {
          type: purpose.kind === 'refund' ? 'refund' : 'payment',
          ...(purpose.kind === 'refund' ? { refund_id: purpose.refundId } : { payment_id: request.paymentId }),
          send: true,
          customer,
          items,
          // A settlement («чек зачёта предоплаты»): the same item, now fully paid, settled by the
          // prepayment already taken. A receipt sent again: the card money of the payment or refund.
          settlements: [{ type: purpose.kind === 'settlement' ? 'prepayment' : 'cashless', amount }],
          ...taxSystem,
        },
        read: readReceipt,
      });
    },

    async getReceipt(receiptId) {
      return send({ method: 'GET', path: `/receipts/${encodeURIComponent(receiptId)}`, read: readReceipt });
    },

    async getPaymentReceipt(paymentId) {
      const found = await send({ method: 'GET', path: `/receipts?payment_id=${encodeURIComponent(paymentId)}`, read: readPaymentReceipt });
      return found.receipt;
    },
  };
}

/**
 * One item for the whole amount. Quantity is written "1.00", as in YooKassa's receipt examples. A
 * self-employed coach's receipt has no subject, mode or tax system: «Мой налог» needs none.
 */
function toYookassaReceipt(receipt: Receipt, amountKopecks: number) {
  return {
    customer: { email: receipt.customerEmail },
    items: [
      {
        description: clip(receipt.itemDescription),
        quantity: '1.00',
        amount: toYookassaAmount(amountKopecks),
        vat_code: receipt.vatCode,
        ...(receipt.paymentSubject ? { payment_subject: receipt.paymentSubject } : {}),
        ...(receipt.paymentMode ? { payment_mode: receipt.paymentMode } : {}),
      },
    ],
    ...(receipt.taxSystemCode ? { tax_system_code: receipt.taxSystemCode } : {}),
  };
}

/** Cuts by characters, not UTF-16 units, so an emoji is never split in half. */
function clip(text: string): string {
  const characters = Array.from(text.trim());
  return characters.length > DESCRIPTION_LIMIT ? `${characters.slice(0, DESCRIPTION_LIMIT - 1).join('')}…` : characters.join('');
}
