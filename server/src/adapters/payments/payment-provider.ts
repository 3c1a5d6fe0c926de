/**
 * The payment-provider port: YooKassa in production, a local sandbox with the same flow otherwise.
 * Amounts are whole kopecks everywhere on this side of the port; only the YooKassa adapter turns
 * them into the "3500.00" strings its API speaks.
 */

export type Money = { valueKopecks: number; currency: 'RUB' };

/** YooKassa's payment statuses; `waiting_for_capture` only happens with `capture: false`, which we never send. */
export type PaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** How the customer paid, as the cabinet names it: card, СБП, anything else YooKassa offers, or the local sandbox. */
export type PaymentMethod = 'bank_card' | 'sbp' | 'other' | 'sandbox';

/**
 * A payment's 54-FZ receipt as the online register registered it. YooKassa's receipt object gives
 * no link to the receipt, only these registration data (ФД, ФН, ФП and the time), which let the
 * buyer find and check it with the tax service.
 */
export type FiscalReceipt = { registeredAt: string; fiscalDocumentNumber: string; fiscalStorageNumber: string; fiscalAttribute: string };

/**
 * Where a receipt's registration stands (YooKassa's `receipt_registration` of a payment or a refund,
 * and the `status` of a receipt object): the online register or «Мой налог» has it, refused it, or
 * has not answered yet. «Мой налог» may take up to a day.
 */
export type ReceiptStatus = 'pending' | 'succeeded' | 'canceled';

/** A receipt the provider registers apart from a payment or a refund: the settlement of a prepayment. */
export type ProviderReceipt = { id: string; status: ReceiptStatus; fiscal?: FiscalReceipt };

export type ProviderPayment = {
  id: string;
  status: PaymentStatus;
  amountKopecks: number;
  metadata: Record<string, string>;
  /** For the embedded checkout widget; present while the payment awaits the customer. */
  confirmationToken?: string;
  paid: boolean;
  /** YooKassa's `cancellation_details.reason`, e.g. `expired_on_confirmation`, `insufficient_funds`. */
  cancellationReason?: string;
  /** From YooKassa's `payment_method.type`, once the customer chose one. */
  method?: PaymentMethod;
  /** The registration of the receipt sent with the payment; absent until the payment succeeds. */
  receiptRegistration?: ReceiptStatus;
};

/**
 * VAT rate codes of YooKassa receipts (`vat_code`, 1–12): 1 without VAT, 2 — 0%, 3 — 10%, 4 — 20%,
 * 5 — 10/110, 6 — 20/120, 7 — 5%, 8 — 7%, 9 — 5/105, 10 — 7/107, 11 — 22%, 12 — 22/122
 * (11 and 12 since the 2026 rate change).
 */
export type VatCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** `payment_subject` values of a receipt item (54-FZ tag 1212) as YooKassa names them. */
export type PaymentSubject =
  | 'commodity'
  | 'excise'
  | 'job'
  | 'service'
  | 'gambling_bet'
  | 'gambling_prize'
  | 'lottery'
  | 'lottery_prize'
  | 'intellectual_activity'
  | 'payment'
  | 'agent_commission'
  | 'composite'
  | 'another';

/** `payment_mode` values of a receipt item (54-FZ tag 1214). */
export type PaymentMode = 'full_prepayment' | 'partial_prepayment' | 'advance' | 'full_payment' | 'partial_payment' | 'credit' | 'credit_payment';

/**
 * `tax_system_code` of a 54-FZ receipt: 1 ОСН, 2 УСН «доходы», 3 УСН «доходы минус расходы»,
 * 4 ЕНВД, 5 ЕСХН, 6 ПСН.
 */
export type TaxSystemCode = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The receipt data sent with a payment, a refund or a settlement: one item, quantity 1, for the whole
 * amount of the request. A 54-FZ receipt (an ИП) names its subject, mode and tax system; a
 * self-employed coach's receipt, which «Мой налог» makes, has only the item and `vat_code` 1.
 */
export type Receipt = {
  customerEmail: string;
  itemDescription: string;
  vatCode: VatCode;
  paymentSubject?: PaymentSubject;
  paymentMode?: PaymentMode;
  taxSystemCode?: TaxSystemCode;
};

export type CreatePaymentRequest = {
  /** Same key, same payment: a retried request never charges twice. */
  idempotenceKey: string;
  amountKopecks: number;
  /** Shown in the YooKassa cabinet; longer than 128 characters is cut. */
  description: string;
  /**
   * Where the customer lands after paying. The embedded confirmation has no `return_url` field
   * (the checkout widget is given it in the browser), so the adapters do not send it.
   */
  returnUrl: string;
  /** Our own ids (purchaseId…), returned with the payment and in notifications. */
  metadata: Record<string, string>;
  receipt: Receipt;
};

export type RefundStatus = 'pending' | 'succeeded' | 'canceled';

export type ProviderRefund = {
  id: string;
  paymentId: string;
  status: RefundStatus;
  amountKopecks: number;
  /** The registration of the refund's receipt, when one was sent with it. */
  receiptRegistration?: ReceiptStatus;
};

export type CreateRefundRequest = {
  idempotenceKey: string;
  paymentId: string;
  amountKopecks: number;
  description?: string;
  /** The refund's receipt (a 54-FZ refund receipt, or the annulment of a «Мой налог» receipt). */
  receipt?: Receipt;
};

/**
 * What a receipt sent on its own (54-FZ only) is for: the settlement of a prepayment («чек зачёта
 * предоплаты») once the service is given, or a payment's or a refund's receipt sent again after the
 * register refused the one that went with it.
 */
export type SeparateReceiptPurpose = { kind: 'settlement' } | { kind: 'payment' } | { kind: 'refund'; refundId: string };

export type CreateReceiptRequest = {
  idempotenceKey: string;
  paymentId: string;
  amountKopecks: number;
  receipt: Receipt;
  purpose: SeparateReceiptPurpose;
};

export interface PaymentProvider {
  readonly kind: 'yookassa' | 'sandbox';
  /** Creates a one-stage payment (`capture: true`) with an embedded-widget confirmation token. */
  createPayment(request: CreatePaymentRequest): Promise<ProviderPayment>;
  getPayment(paymentId: string): Promise<ProviderPayment>;
  createRefund(request: CreateRefundRequest): Promise<ProviderRefund>;
  getRefund(refundId: string): Promise<ProviderRefund>;
  /** The registered 54-FZ receipt of a payment; undefined while it is not registered (or has no fiscal data: «Мой налог»). */
  getPaymentReceipt(paymentId: string): Promise<FiscalReceipt | undefined>;
  /** Sends a receipt on its own for part or all of a succeeded payment (54-FZ only): a settlement, or a refused receipt again. */
  createReceipt(request: CreateReceiptRequest): Promise<ProviderReceipt>;
  getReceipt(receiptId: string): Promise<ProviderReceipt>;
}

export type PaymentProviderErrorDetails = {
  /** True when the same request (same idempotence key) may succeed later: network, timeouts, 429, 5xx. */
  retryable: boolean;
  /** HTTP status of the provider's answer, when there was one. */
  status?: number;
  /** The provider's error code (`invalid_request`, `not_found`…) or ours (`network`, `timeout`, `unexpected_response`). */
  code?: string;
  /** The request field the provider blamed (YooKassa's `parameter`). */
  parameter?: string;
  /** The provider's id of this error, which its support asks for (YooKassa's error `id`). */
  providerErrorId?: string;
  cause?: unknown;
};

export class PaymentProviderError extends Error {
  readonly retryable: boolean;
  readonly status?: number;
  readonly code?: string;
  readonly parameter?: string;
  readonly providerErrorId?: string;

  constructor(message: string, details: PaymentProviderErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'PaymentProviderError';
    this.retryable = details.retryable;
    this.status = details.status;
    this.code = details.code;
    this.parameter = details.parameter;
    this.providerErrorId = details.providerErrorId;
  }
}
