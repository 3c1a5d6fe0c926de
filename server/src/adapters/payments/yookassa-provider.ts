import type { Logger } from '../../config/logger';
import {
  formatAmount,
  parseAmount,
  PaymentProviderError,
  type CreatePaymentRequest,
  type CreateRefundRequest,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider';

export type YookassaSettings = {
  shopId: string;
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

type YookassaAmount = { value: string; currency: string };
type YookassaPayment = {
  id: string;
  status: PaymentStatus;
  paid: boolean;
  amount: YookassaAmount;
  metadata?: Record<string, string>;
  confirmation?: { type: string; confirmation_token?: string };
  cancellation_details?: { party: string; reason: string };
};
type YookassaRefund = { id: string; payment_id: string; status: ProviderRefund['status']; amount: YookassaAmount };
type YookassaError = { type?: string; code?: string; description?: string; parameter?: string };

const toPayment = (payment: YookassaPayment): ProviderPayment => ({
  id: payment.id,
  status: payment.status,
  paid: payment.paid,
  amountKopecks: parseAmount(payment.amount.value),
  metadata: payment.metadata ?? {},
  confirmationToken: payment.confirmation?.confirmation_token,
  cancellationReason: payment.cancellation_details?.reason,
});

const toRefund = (refund: YookassaRefund): ProviderRefund => ({
  id: refund.id,
  paymentId: refund.payment_id,
  status: refund.status,
  amountKopecks: parseAmount(refund.amount.value),
});

/** YooKassa limits descriptions to 128 characters. */
const clip = (text: string) => (text.length > 128 ? `${text.slice(0, 127)}…` : text);

/** YooKassa API v3: payments with the embedded checkout widget, 54-FZ receipts and refunds. */
export function createYookassaProvider(settings: YookassaSettings, logger: Logger): PaymentProvider {
  const baseUrl = (settings.baseUrl ?? 'https://api.yookassa.ru/v3').replace(/\/$/, '');
  const fetchImpl = settings.fetchImpl ?? fetch;
  const authorization = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotenceKey?: string): Promise<T> {
    const headers: Record<string, string> = { Authorization: authorization, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotenceKey) headers['Idempotence-Key'] = idempotenceKey;
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
    } catch (error) {
      logger.error({ err: error, method, path }, 'YooKassa unreachable');
      throw new PaymentProviderError(`YooKassa unreachable: ${(error as Error).message}`, true);
    }
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : {};
    if (!response.ok) {
      const problem = parsed as YookassaError;
      const retryable = response.status >= 500 || response.status === 429;
      logger.error({ method, path, status: response.status, code: problem.code, parameter: problem.parameter }, 'YooKassa refused a request');
      throw new PaymentProviderError(problem.description ?? `YooKassa answered ${response.status}`, retryable, response.status, problem.code);
    }
    return parsed as T;
  }

  return {
    kind: 'yookassa',
    async createPayment(request: CreatePaymentRequest) {
      const amount = { value: formatAmount(request.amountKopecks), currency: 'RUB' };
      const payment = await call<YookassaPayment>(
        'POST',
        '/payments',
        {
          amount,
          capture: true,
          confirmation: { type: 'embedded' },
          description: clip(request.description),
          metadata: request.metadata,
          receipt: {
            customer: { email: request.receipt.customerEmail },
            items: [
              {
                description: clip(request.receipt.itemDescription),
                quantity: '1.00',
                amount,
                vat_code: request.receipt.vatCode,
                payment_subject: request.receipt.paymentSubject,
                payment_mode: request.receipt.paymentMode,
              },
            ],
          },
        },
        request.idempotenceKey,
      );
      return toPayment(payment);
    },

    async getPayment(paymentId) {
      return toPayment(await call<YookassaPayment>('GET', `/payments/${encodeURIComponent(paymentId)}`));
    },

    async createRefund(request: CreateRefundRequest) {
      const refund = await call<YookassaRefund>(
        'POST',
        '/refunds',
        {
          payment_id: request.paymentId,
          amount: { value: formatAmount(request.amountKopecks), currency: 'RUB' },
          ...(request.description ? { description: clip(request.description) } : {}),
        },
        request.idempotenceKey,
      );
      return toRefund(refund);
    },

    async getRefund(refundId) {
      return toRefund(await call<YookassaRefund>('GET', `/refunds/${encodeURIComponent(refundId)}`));
    },
  };
}
