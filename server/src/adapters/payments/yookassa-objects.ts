import { z } from 'zod';
import type { FiscalReceipt, PaymentMethod, ProviderPayment, ProviderReceipt, ProviderRefund } from './payment-provider';
import { parseYookassaAmount } from './yookassa-amount';

/**
 * The parts of YooKassa's answers we rely on, checked rather than cast: a payment decides whether a
 * customer gets what she paid for, so an answer of an unexpected shape must fail loudly.
 * Unknown fields are ignored (zod strips them), so YooKassa adding fields breaks nothing.
 */

const amountSchema = z.object({ value: z.string(), currency: z.string() }).transform((amount, context) => {
  const money = parseYookassaAmount(amount);
  if (!money) {
    context.addIssue({ code: 'custom', message: `unreadable amount ${amount.value} ${amount.currency}` });
    return z.NEVER;
  }
  return money.valueKopecks;
});

/** YooKassa's metadata values are strings; anything else is dropped rather than trusted. */
const metadataSchema = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((metadata) =>
    Object.fromEntries(Object.entries(metadata ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  );

const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  paid: z.boolean(),
  amount: amountSchema,
  metadata: metadataSchema,
  confirmation: z.object({ type: z.string(), confirmation_token: z.string().optional() }).optional(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
  payment_method: z.object({ type: z.string() }).optional(),
  receipt_registration: z.enum(['pending', 'succeeded', 'canceled']).optional(),
});

const methodOf = (type: string): PaymentMethod => (type === 'bank_card' || type === 'sbp' ? type : 'other');

/** `GET /receipts?payment_id=`: a list of receipt objects; fiscal data appear once registered. */
const receiptListSchema = z.object({
  type: z.literal('list'),
  items: z.array(
    z.object({
      type: z.string(),
      status: z.string(),
      registered_at: z.string().optional(),
      fiscal_document_number: z.string().optional(),
      fiscal_storage_number: z.string().optional(),
      fiscal_attribute: z.string().optional(),
    }),
  ),
});

const refundSchema = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: amountSchema,
  receipt_registration: z.enum(['pending', 'succeeded', 'canceled']).optional(),
});

/** A receipt object (`POST /receipts`, `GET /receipts/{id}`); fiscal data appear once registered. */
const receiptSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  registered_at: z.string().optional(),
  fiscal_document_number: z.string().optional(),
  fiscal_storage_number: z.string().optional(),
  fiscal_attribute: z.string().optional(),
});

/** The fiscal data of a registered receipt; undefined while any of them is missing. */
function fiscalOf(receipt: z.infer<typeof receiptSchema> | z.infer<typeof receiptListSchema>['items'][number]): FiscalReceipt | undefined {
  if (!receipt.registered_at || !receipt.fiscal_document_number || !receipt.fiscal_storage_number || !receipt.fiscal_attribute) return undefined;
  return {
    registeredAt: receipt.registered_at,
    fiscalDocumentNumber: receipt.fiscal_document_number,
    fiscalStorageNumber: receipt.fiscal_storage_number,
    fiscalAttribute: receipt.fiscal_attribute,
  };
}

/** The error body YooKassa sends with 400, 401, 403, 404, 429 and 500. */
const errorSchema = z.object({
  type: z.literal('error'),
  id: z.string().optional(),
  code: z.string().optional(),
  description: z.string().optional(),
  parameter: z.string().optional(),
});

export type YookassaError = z.infer<typeof errorSchema>;

export function readPayment(body: unknown): ProviderPayment | undefined {
  const parsed = paymentSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const payment = parsed.data;
  return {
    id: payment.id,
    status: payment.status,
    paid: payment.paid,
    amountKopecks: payment.amount,
    metadata: payment.metadata,
    ...(payment.confirmation?.type === 'embedded' && payment.confirmation.confirmation_token
      ? { confirmationToken: payment.confirmation.confirmation_token }
      : {}),
    ...(payment.cancellation_details ? { cancellationReason: payment.cancellation_details.reason } : {}),
    ...(payment.payment_method ? { method: methodOf(payment.payment_method.type) } : {}),
    ...(payment.receipt_registration ? { receiptRegistration: payment.receipt_registration } : {}),
  };
}

/** The payment's registered receipt (type `payment`, status `succeeded`), wrapped: none yet is a valid answer. */
export function readPaymentReceipt(body: unknown): { receipt: FiscalReceipt | undefined } | undefined {
  const parsed = receiptListSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const registered = parsed.data.items.find((item) => item.type === 'payment' && item.status === 'succeeded');
  return { receipt: registered && fiscalOf(registered) };
}

export function readReceipt(body: unknown): ProviderReceipt | undefined {
  const parsed = receiptSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const fiscal = fiscalOf(parsed.data);
  return { id: parsed.data.id, status: parsed.data.status, ...(fiscal ? { fiscal } : {}) };
}

export function readRefund(body: unknown): ProviderRefund | undefined {
  const parsed = refundSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const refund = parsed.data;
  return {
    id: refund.id,
    paymentId: refund.payment_id,
    status: refund.status,
    amountKopecks: refund.amount,
    ...(refund.receipt_registration ? { receiptRegistration: refund.receipt_registration } : {}),
  };
}

export function readError(body: unknown): YookassaError | undefined {
  const parsed = errorSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
