import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CreateRefundRequest } from '../../adapters/payments/payment-provider';
import { createSandboxProvider } from '../../adapters/payments/sandbox-provider';
import type { JobDefinition, JobQueue } from '../../adapters/queue/job-queue';
import { createLogger } from '../../config/logger';
import type { Database } from '../../db/database';
import { DomainError } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { createPostgresEventStore } from '../../eventstore/postgres-event-store';
import { createConsultations, type Consultations } from '../consultations/consultations';
import type { SessionNotices } from '../consultations/session-notices';
import { purchaseStreamId } from './events';
import { createPurchaseStore, type PurchaseStore } from './purchase-store';
import { requestPayment } from './request-payment';
import { purchaseDocuments } from './purchase-documents';
import type { PaymentReceiptPayload, PurchaseConfirmationPayload } from '../../jobs/payloads';
import { createPaymentReconciliation } from './payment-reconciliation';
import { openMigratedPglite } from '../../../../tests/support/migrated-database';

const metadata = { actor: 'test', correlationId: 'reconciliation-test' };
const logger = createLogger('silent');

/** Settling a paid session: a refund only when its slot really was lost; any other failure keeps the money. */
describe('payment reconciliation of a paid session', () => {
  let clock: Date;
  const now = () => clock;
  let db: Database;
  let store: EventStore;
  let booking: Consultations;
  let purchases: PurchaseStore;
  const provider = createSandboxProvider();
  let refundsAsked: CreateRefundRequest[];
  let mailsEnqueued: string[];
  let receiptsFollowed: string[];
  let nextId = 100;

  const jobs: JobQueue = {
    async enqueue(definition, _payload, options) {
      (definition.name === 'payment-receipt' ? receiptsFollowed : mailsEnqueued).push(options.jobId);
    },
    cancel: async () => false,
    forget: async () => undefined,
    counts: async () => [],
    startWorkers: async () => undefined,
    close: async () => undefined,
  };
  const confirmationMailJob: JobDefinition<PurchaseConfirmationPayload> = {
    name: 'purchase-confirmation-mail',
    payload: z.object({ purchaseId: z.string() }),
    process: async () => undefined,
    attempts: 1,
    backoffMs: 1,
  };
  const receiptJob: JobDefinition<PaymentReceiptPayload> = { ...confirmationMailJob, name: 'payment-receipt' };
  const countingProvider = {
    ...provider,
    async createRefund(request: CreateRefundRequest) {
      refundsAsked.push(request);
      return provider.createRefund(request);
    },
  };
  const reconciliationWith = (bookingUsed: Consultations) =>
    createPaymentReconciliation({ purchases, booking: bookingUsed, provider: countingProvider, jobs, confirmationMailJob, receiptJob, now, logger });

  beforeAll(async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db);
    // The session's own mails and reminders are not this suite's concern.
    const notices: SessionNotices = {
      confirmed: async () => undefined,
      changed: async () => undefined,
      cancelled: async () => undefined,
      slotFreed: async () => undefined,
    };
    booking = createConsultations({ db, store, now, notices });
    purchases = createPurchaseStore(store);
  });
  afterAll(async () => {
    await store?.close();
    await db?.close();
  });
  beforeEach(() => {
    clock = new Date('2026-11-22T09:00:00.000Z');
    refundsAsked = [];
    mailsEnqueued = [];
    receiptsFollowed = [];
  });

  /** A session held for 15 minutes, its purchase and a payment that succeeded at the provider. */
  async function paidHold(start: Date, userId = 'anna') {
    const purchaseId = randomUUID();
    const consultationId = nextId++;
    await booking.holdForPayment({ consultationId, userId, start, typeId: 1, purchaseId, holdUntil: new Date(clock.getTime() + 15 * 60_000) }, metadata);
    await purchases.execute(
      purchaseId,
      {
        type: 'StartPurchase',
        data: {
          purchaseId,
          item: { kind: 'consultation', typeId: 1, consultationId, sessions: 1 },
          amountKopecks: 350_000,
          description: 'Консультация',
          buyer: { userId, email: `${userId}@example.ru` },
          documents: purchaseDocuments({ kind: 'client' }),
        },
        metadata: { ...metadata, now: clock },
      },
    );
    const { confirmationToken } = await requestPayment(
      { provider, purchases, publicUrl: 'http://localhost:3000', taxProfile: async () => ({ status: 'sole_proprietor', system: 'usn_income' }), now, logger },
      {
        purchaseId,
        amountKopecks: 350_000,
        description: 'Консультация',
        item: { kind: 'consultation', name: 'Консультация', buyerEmail: `${userId}@example.ru` },
        payBy: new Date(clock.getTime() + 15 * 60_000),
      },
      metadata,
    );
    await provider.completeCheckout(confirmationToken, 'succeeded');
    return { purchaseId, consultationId };
  }

  const eventTypes = async (purchaseId: string) => (await store.readStream(purchaseStreamId(purchaseId))).map((event) => event.type);

  it('should confirm the session and keep the money when the hold lapsed but nobody took the slot', async () => {
    const { purchaseId, consultationId } = await paidHold(new Date('2026-12-01T07:00:00.000Z'));
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect(await reconciliationWith(booking).settle(purchaseId, metadata)).toBe('paid');
    expect((await booking.loadConsultation(consultationId)).status).toBe('paid');
    expect(refundsAsked).toEqual([]);
    expect(mailsEnqueued).toEqual([`purchase-confirmation-${purchaseId}`]);
    expect(receiptsFollowed).toEqual([`payment-receipt-${purchaseId}`]);
  });

  it('should refund in full when another client took the slot after the hold lapsed', async () => {
    const start = new Date('2026-12-02T07:00:00.000Z');
    const { purchaseId, consultationId } = await paidHold(start);
    clock = new Date(clock.getTime() + 20 * 60_000);
    const other = await paidHold(start, 'vera');

    expect(await reconciliationWith(booking).settle(purchaseId, metadata)).toBe('paid');
    expect(await eventTypes(purchaseId)).toEqual(expect.arrayContaining(['PaymentSucceeded', 'RefundSucceeded']));
    expect(refundsAsked).toMatchObject([{ amountKopecks: 350_000 }]);
    expect(mailsEnqueued).toEqual([]);
    expect((await booking.loadConsultation(consultationId)).status).toBe('booked');
    // Vera keeps the slot she took.
    expect(await booking.slotLost(other.consultationId)).toBe(false);
  });

  it('should refund in full when the session was cancelled (its slot released) before the money came', async () => {
    const { purchaseId, consultationId } = await paidHold(new Date('2026-12-03T07:00:00.000Z'));
    await booking.cancel(consultationId, 'system', 'payment-timeout', metadata);
    await reconciliationWith(booking).settle(purchaseId, metadata);
    expect(await eventTypes(purchaseId)).toContain('RefundSucceeded');
    expect(refundsAsked).toHaveLength(1);
  });

  it('should give nothing back on another domain error, throw it for a retry, and confirm on the next reconciliation', async () => {
    const { purchaseId, consultationId } = await paidHold(new Date('2026-12-04T07:00:00.000Z'));
    const failing: Consultations = {
      ...booking,
      confirmPaid: async () => {
        throw new DomainError('invalid', 'Что-то пошло не так.');
      },
    };
    await expect(reconciliationWith(failing).settle(purchaseId, metadata)).rejects.toThrow('Что-то пошло не так.');
    expect(await eventTypes(purchaseId)).not.toContain('RefundSucceeded');
    expect(await eventTypes(purchaseId)).toContain('PaymentSucceeded');
    expect(refundsAsked).toEqual([]);
    expect(mailsEnqueued).toEqual([]);

    expect(await reconciliationWith(booking).settle(purchaseId, metadata)).toBe('paid');
    expect((await booking.loadConsultation(consultationId)).status).toBe('paid');
    expect(refundsAsked).toEqual([]);
    expect(mailsEnqueued).toEqual([`purchase-confirmation-${purchaseId}`]);
  });

  it('should give nothing back when the store fails while confirming', async () => {
    const { purchaseId } = await paidHold(new Date('2026-12-05T07:00:00.000Z'));
    const broken: Consultations = {
      ...booking,
      confirmPaid: async () => {
        throw new Error('connection terminated');
      },
    };
    await expect(reconciliationWith(broken).settle(purchaseId, metadata)).rejects.toThrow('connection terminated');
    expect(refundsAsked).toEqual([]);
    expect(await eventTypes(purchaseId)).not.toContain('RefundSucceeded');
  });
});
