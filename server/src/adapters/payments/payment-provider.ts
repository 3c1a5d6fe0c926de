/** The payment-provider port: YooKassa in production, a local sandbox with the same flow otherwise. */

export type PaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

export type ProviderPayment = {
  id: string;
  status: PaymentStatus;
  amountKopecks: number;
  metadata: Record<string, string>;
  /** For the embedded checkout widget; present while the payment awaits the customer. */
  confirmationToken?: string;
  paid: boolean;
  cancellationReason?: string;
};

/** 54-FZ receipt of one item, quantity 1, paid in full. */
export type Receipt = {
  customerEmail: string;
  itemDescription: string;
  vatCode: number;
  paymentSubject: 'service' | 'commodity' | 'intellectual_activity';
  paymentMode: 'full_payment' | 'full_prepayment';
};

export type CreatePaymentRequest = {
  idempotenceKey: string;
  amountKopecks: number;
  description: string;
  returnUrl: string;
  metadata: Record<string, string>;
  receipt: Receipt;
};

export type ProviderRefund = { id: string; paymentId: string; status: 'pending' | 'succeeded' | 'canceled'; amountKopecks: number };

export type CreateRefundRequest = { idempotenceKey: string; paymentId: string; amountKopecks: number; description?: string };

export interface PaymentProvider {
  readonly kind: 'yookassa' | 'sandbox';
  createPayment(request: CreatePaymentRequest): Promise<ProviderPayment>;
  getPayment(paymentId: string): Promise<ProviderPayment>;
  createRefund(request: CreateRefundRequest): Promise<ProviderRefund>;
  getRefund(refundId: string): Promise<ProviderRefund>;
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** YooKassa writes amounts as strings with two decimals: 3500.00. */
export const formatAmount = (kopecks: number): string => (kopecks / 100).toFixed(2);
export const parseAmount = (value: string): number => Math.round(Number(value) * 100);
