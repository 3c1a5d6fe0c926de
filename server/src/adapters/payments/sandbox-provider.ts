import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { CreatePaymentRequest, PaymentProvider, ProviderPayment, ProviderRefund } from './payment-provider';
import { PaymentProviderError } from './payment-provider';

type SandboxRecord = { payment: ProviderPayment; idempotenceKey: string; refunds: ProviderRefund[] };

export const sandboxSchema = `
  CREATE TABLE IF NOT EXISTS sandbox_payments (
    id text PRIMARY KEY,
    idempotence_key text NOT NULL UNIQUE,
    confirmation_token text NOT NULL UNIQUE,
    record jsonb NOT NULL
  );
`;

export type SandboxProvider = PaymentProvider & {
  /** What the sandbox checkout does when the customer pays or declines. */
  completeCheckout(confirmationToken: string, outcome: 'succeeded' | 'canceled'): Promise<ProviderPayment | undefined>;
};

/**
 * A local payment provider with YooKassa's flow (pending → succeeded or canceled, refunds),
 * kept in the database so a restart loses nothing. Active when no YooKassa keys are set.
 */
export async function createSandboxProvider(db: Database): Promise<SandboxProvider> {
  await db.exec(sandboxSchema);
  const load = async (where: string, value: string) => {
    const { rows } = await db.query<{ record: SandboxRecord }>(`SELECT record FROM sandbox_payments WHERE ${where} = $1`, [value]);
    return rows[0]?.record;
  };
  const save = (record: SandboxRecord) =>
    db.query(`UPDATE sandbox_payments SET record = $2 WHERE id = $1`, [record.payment.id, JSON.stringify(record)]);
  const required = async (paymentId: string) => {
    const record = await load('id', paymentId);
    if (!record) throw new PaymentProviderError(`Sandbox payment ${paymentId} not found`, false, 404, 'not_found');
    return record;
  };

  return {
    kind: 'sandbox',
    async createPayment(request: CreatePaymentRequest) {
      const existing = await load('idempotence_key', request.idempotenceKey);
      if (existing) return existing.payment;
      const payment: ProviderPayment = {
        id: `sandbox-${randomUUID()}`,
        status: 'pending',
        amountKopecks: request.amountKopecks,
        metadata: request.metadata,
        confirmationToken: `ct-${randomBytes(18).toString('base64url')}`,
        paid: false,
      };
      const record: SandboxRecord = { payment, idempotenceKey: request.idempotenceKey, refunds: [] };
      await db.query(
        `INSERT INTO sandbox_payments (id, idempotence_key, confirmation_token, record) VALUES ($1, $2, $3, $4) ON CONFLICT (idempotence_key) DO NOTHING`,
        [payment.id, request.idempotenceKey, payment.confirmationToken, JSON.stringify(record)],
      );
      return (await load('idempotence_key', request.idempotenceKey))!.payment;
    },

    async getPayment(paymentId) {
      return (await required(paymentId)).payment;
    },

    async completeCheckout(confirmationToken, outcome) {
      const record = await load('confirmation_token', confirmationToken);
      if (!record) return undefined;
      // Like a real checkout: a payment that already has an outcome keeps it.
      if (record.payment.status === 'pending') {
        record.payment =
          outcome === 'succeeded'
            ? { ...record.payment, status: 'succeeded', paid: true }
            : { ...record.payment, status: 'canceled', cancellationReason: 'canceled_by_customer' };
        await save(record);
      }
      return record.payment;
    },

    async createRefund(request) {
      const record = await required(request.paymentId);
      const known = record.refunds.find((refund) => refund.id === `sandbox-refund-${request.idempotenceKey}`);
      if (known) return known;
      if (record.payment.status !== 'succeeded') throw new PaymentProviderError('Only a succeeded payment can be refunded', false, 400, 'invalid_request');
      const refunded = record.refunds.reduce((sum, refund) => sum + refund.amountKopecks, 0);
      if (refunded + request.amountKopecks > record.payment.amountKopecks) {
        throw new PaymentProviderError('Refund exceeds the payment', false, 400, 'invalid_request');
      }
      const refund: ProviderRefund = { id: `sandbox-refund-${request.idempotenceKey}`, paymentId: request.paymentId, status: 'succeeded', amountKopecks: request.amountKopecks };
      record.refunds.push(refund);
      await save(record);
      return refund;
    },

    async getRefund(refundId) {
      const { rows } = await db.query<{ record: SandboxRecord }>(`SELECT record FROM sandbox_payments WHERE record->'refunds' @> $1::jsonb`, [
        JSON.stringify([{ id: refundId }]),
      ]);
      const refund = rows[0]?.record.refunds.find((candidate) => candidate.id === refundId);
      if (!refund) throw new PaymentProviderError(`Sandbox refund ${refundId} not found`, false, 404, 'not_found');
      return refund;
    },
  };
}
