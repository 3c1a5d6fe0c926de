import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PaymentProviderError, type CreateRefundRequest, type PaymentProvider } from '../../adapters/payments/payment-provider';
import { createSandboxProvider } from '../../adapters/payments/sandbox-provider';
import type { JobDefinition, JobQueue } from '../../adapters/queue/job-queue';
import { createLogger } from '../../config/logger';
import type { Database } from '../../db/database';
import { DomainError } from '../../eventstore/decider';
import { consultationStreamId } from '../consultations/events';
import type { EventStore } from '../../eventstore/event-store';
import { createPostgresEventStore } from '../../eventstore/postgres-event-store';
import { createConsultations, type Consultations } from '../consultations/consultations';
import type { SessionNotices } from '../consultations/session-notices';
import { purchaseStreamId } from './events';
import { createPurchaseStore, type PurchaseStore } from './purchase-store';
import { purchaseDocuments } from './purchase-documents';
import type { HoldExpiryPayload, PaymentReceiptPayload, PurchaseConfirmationPayload, RefundMailPayload } from '../../jobs/payloads';
import { paymentDeadlines } from './payment-deadline';
import type { TaxProfile } from './fiscal-receipts';
import { createPaymentProcess } from './payment-process';
import { openMigratedPglite } from '../../../../tests/support/migrated-database';

const logger = createLogger('silent');

/**
 * The payment process on a store: what the provider said is recorded once, and the runner runs what
 * each recorded event decided (`purchase-reactions.test.ts` tests the decisions without a store): a
 * paid session refunded only when its slot really was lost, any other failure keeping the money.
 */
describe('the payment process', () => {
  let clock: Date;
  /** Each step's metadata carries the test's clock as it stands then, as a request's would. */
  const metadata = {
    actor: 'test',
    correlationId: 'payment-process-test',
    get now() {
      return clock;
    },
  };
  let db: Database;
  let store: EventStore;
  let consultations: Consultations;
  let purchases: PurchaseStore;
  const provider = createSandboxProvider();
  let refundsAsked: CreateRefundRequest[];
  let mailsEnqueued: string[];
  let receiptsFollowed: string[];
  /** The refund mails enqueued: job id and payload. */
  let refundMailsEnqueued: Array<{ jobId: string; payload: unknown }>;
  /** The purchases' expiries queued: job id and delay. */
  let deadlinesQueued: Array<{ jobId: string; delayMs: number | undefined }>;
  let paymentsAsked: number;
  let failPaymentCreation: boolean;
  let lastStartedPurchase = '';

  const jobs: JobQueue = {
    async enqueue(definition, payload, options) {
      if (definition.name === 'refund-mail') refundMailsEnqueued.push({ jobId: options.jobId, payload });
      else if (definition.name === 'purchase-hold-expiry') deadlinesQueued.push({ jobId: options.jobId, delayMs: options.delayMs });
      else (definition.name === 'payment-receipt' ? receiptsFollowed : mailsEnqueued).push(options.jobId);
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
  const holdExpiryJob: JobDefinition<HoldExpiryPayload> = { ...confirmationMailJob, name: 'purchase-hold-expiry' };
  const refundMailJob: JobDefinition<RefundMailPayload> = {
    name: 'refund-mail',
    payload: z.object({ purchaseId: z.string(), refundId: z.string(), amountKopecks: z.number(), refundedAt: z.string() }),
    process: async () => undefined,
    attempts: 1,
    backoffMs: 1,
  };
  const countingProvider: PaymentProvider = {
    ...provider,
    async createPayment(request) {
      if (failPaymentCreation) throw new PaymentProviderError('ЮKassa не отвечает', { retryable: true, status: 500 });
      return provider.createPayment(request);
    },
    async getPayment(paymentId) {
      paymentsAsked++;
      return provider.getPayment(paymentId);
    },
    async createRefund(request: CreateRefundRequest) {
      refundsAsked.push(request);
      return provider.createRefund(request);
    },
  };
  const processWith = (consultationsUsed: Consultations) =>
    createPaymentProcess(
      { jobs, publicUrl: 'http://localhost:3000', logger },
      { consultations: consultationsUsed, provider: countingProvider },
      purchases,
      { confirmationMail: confirmationMailJob, receipt: receiptJob, refundMail: refundMailJob, holdExpiry: holdExpiryJob },
      paymentDeadlines(),
    );

  beforeAll(async () => {
    db = await openMigratedPglite();
    store = await createPostgresEventStore(db);
    // The session's own mails and reminders are not this suite's concern.
    const notices: SessionNotices = {
      confirmed: async () => undefined,
      changed: async () => undefined,
      cancelled: async () => undefined,
      slotFreed: async () => undefined,
      lapsed: async () => undefined,
    };
    consultations = createConsultations({ db, store, notices });
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
    refundMailsEnqueued = [];
    deadlinesQueued = [];
    paymentsAsked = 0;
    failPaymentCreation = false;
  });

  const tax: TaxProfile = { status: 'sole_proprietor', system: 'usn_income' };

  /** A product's purchase begun and its payment asked for (its deadline an hour on). */
  async function unpaidProduct() {
    const purchaseId = randomUUID();
    const { confirmationToken } = await processWith(consultations).begin(
      {
        purchaseId,
        item: { kind: 'product', typeId: 2 },
        description: 'Рабочая тетрадь',
        buyer: { userId: 'anna', email: 'anna@example.ru' },
        documents: purchaseDocuments({ kind: 'client' }),
        listPriceKopecks: 99_000,
        receiptBasis: { tax, itemName: 'Рабочая тетрадь' },
      },
      metadata,
    );
    return { purchaseId, confirmationToken: confirmationToken ?? '' };
  }

  /** The session a purchase holds. */
  async function heldConsultationId(purchaseId: string): Promise<number> {
    const purchase = await purchases.load(purchaseId);
    if (purchase.status === 'none' || purchase.item.kind !== 'consultation') throw new Error(`No session held by ${purchaseId}`);
    return purchase.item.consultationId;
  }

  /** A session (or a package's first session) held for 15 minutes, its purchase begun and its payment asked for. */
  async function heldSession(start: Date, userId = 'anna', sessions = 1) {
    const purchaseId = randomUUID();
    lastStartedPurchase = purchaseId;
    const { confirmationToken } = await processWith(consultations).begin(
      {
        purchaseId,
        item: { kind: 'consultation', typeId: sessions, sessions, start, userId },
        description: 'Консультация',
        buyer: { userId, email: `${userId}@example.ru` },
        documents: purchaseDocuments({ kind: 'client' }),
        listPriceKopecks: sessions * 350_000,
        receiptBasis: { tax, itemName: 'Консультация' },
      },
      metadata,
    );
    return { purchaseId, consultationId: await heldConsultationId(purchaseId), confirmationToken: confirmationToken ?? '' };
  }

  /** A held session whose payment succeeded at the provider. */
  async function paidHold(start: Date, userId = 'anna') {
    const held = await heldSession(start, userId);
    await provider.completeCheckout(held.confirmationToken, 'succeeded');
    return held;
  }

  const refundIdOf = (event: { data: unknown }) => z.object({ refundId: z.string() }).parse(event.data).refundId;
  /** Why the session's slot was released, as its stream says. */
  const consultationReleaseReason = async (consultationId: number) => {
    const events = await store.readStream(consultationStreamId(consultationId));
    const cancelled = events.find((event) => event.type === 'ConsultationCancelled');
    return cancelled ? z.object({ reason: z.string() }).parse(cancelled.data).reason : undefined;
  };
  const eventTypes = async (purchaseId: string) => (await store.readStream(purchaseStreamId(purchaseId))).map((event) => event.type);

  it('should confirm the session and keep the money when the hold lapsed but nobody took the slot', async () => {
    const { purchaseId, consultationId } = await paidHold(new Date('2026-12-01T07:00:00.000Z'));
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect(await processWith(consultations).observe(purchaseId, 'notification', metadata)).toBe('paid');
    expect((await consultations.loadConsultation(consultationId)).status).toBe('paid');
    expect(refundsAsked).toEqual([]);
    expect(mailsEnqueued).toEqual([`purchase-confirmation-${purchaseId}`]);
    expect(receiptsFollowed).toEqual([`payment-receipt-${purchaseId}`]);
  });

  it('should refund in full when another client took the slot after the hold lapsed', async () => {
    const start = new Date('2026-12-02T07:00:00.000Z');
    const { purchaseId, consultationId } = await paidHold(start);
    clock = new Date(clock.getTime() + 20 * 60_000);
    const other = await paidHold(start, 'vera');

    expect(await processWith(consultations).observe(purchaseId, 'notification', metadata)).toBe('paid');
    expect(await eventTypes(purchaseId)).toEqual(expect.arrayContaining(['PaymentSucceeded', 'RefundSucceeded']));
    expect(refundsAsked).toMatchObject([{ amountKopecks: 350_000 }]);
    expect(mailsEnqueued).toEqual([]);
    // She is told her money comes back, instead of a confirmation.
    expect(refundMailsEnqueued).toMatchObject([{ payload: { purchaseId, amountKopecks: 350_000 } }]);
    expect((await consultations.loadConsultation(consultationId)).status).toBe('booked');
    // Vera keeps the slot she took.
    expect(await consultations.slotLost(other.consultationId)).toBe(false);
  });

  it('should refund in full when the session was cancelled (its slot released) before the money came', async () => {
    const { purchaseId, consultationId } = await paidHold(new Date('2026-12-03T07:00:00.000Z'));
    await consultations.cancel(consultationId, 'system', 'payment-timeout', metadata);
    await processWith(consultations).observe(purchaseId, 'notification', metadata);
    expect(await eventTypes(purchaseId)).toContain('RefundSucceeded');
    expect(refundsAsked).toHaveLength(1);
  });

  it('should give nothing back on another domain error, throw it for a retry, and confirm on the next reconciliation', async () => {
    const { purchaseId, consultationId } = await paidHold(new Date('2026-12-04T07:00:00.000Z'));
    const failing: Consultations = {
      ...consultations,
      confirmPaid: async () => {
        throw new DomainError('invalid', 'Что-то пошло не так.');
      },
    };
    await expect(processWith(failing).observe(purchaseId, 'notification', metadata)).rejects.toThrow('Что-то пошло не так.');
    expect(await eventTypes(purchaseId)).not.toContain('RefundSucceeded');
    expect(await eventTypes(purchaseId)).toContain('PaymentSucceeded');
    expect(refundsAsked).toEqual([]);
    expect(mailsEnqueued).toEqual([]);

    expect(await processWith(consultations).observe(purchaseId, 'notification', metadata)).toBe('paid');
    expect((await consultations.loadConsultation(consultationId)).status).toBe('paid');
    expect(refundsAsked).toEqual([]);
    expect(mailsEnqueued).toEqual([`purchase-confirmation-${purchaseId}`]);
  });

  it('should give nothing back when the store fails while confirming', async () => {
    const { purchaseId } = await paidHold(new Date('2026-12-05T07:00:00.000Z'));
    const broken: Consultations = {
      ...consultations,
      confirmPaid: async () => {
        throw new Error('connection terminated');
      },
    };
    await expect(processWith(broken).observe(purchaseId, 'notification', metadata)).rejects.toThrow('connection terminated');
    expect(refundsAsked).toEqual([]);
    expect(await eventTypes(purchaseId)).not.toContain('RefundSucceeded');
  });

  it('should ask the provider about a final purchase never again, and redo its reactions only for an observer that is repeated', async () => {
    const { purchaseId } = await paidHold(new Date('2026-12-06T07:00:00.000Z'));
    const paymentProcess = processWith(consultations);
    expect(await paymentProcess.observe(purchaseId, 'notification', metadata)).toBe('paid');
    expect(paymentsAsked).toBe(1);
    expect(mailsEnqueued).toEqual([`purchase-confirmation-${purchaseId}`]);

    mailsEnqueued = [];
    expect(await paymentProcess.observe(purchaseId, 'return-page', metadata)).toBe('paid');
    expect(paymentsAsked).toBe(1);
    expect(mailsEnqueued).toEqual([]);

    expect(await paymentProcess.observe(purchaseId, 'notification', metadata)).toBe('paid');
    expect(paymentsAsked).toBe(1);
    expect(mailsEnqueued).toEqual([`purchase-confirmation-${purchaseId}`]);
  });

  it("should not settle the sandbox's payment from the buyer's return page: the sandbox's decision is recorded where it is made", async () => {
    const { purchaseId, consultationId, confirmationToken } = await heldSession(new Date('2026-12-07T07:00:00.000Z'));
    await provider.completeCheckout(confirmationToken, 'canceled');
    const paymentProcess = processWith(consultations);
    expect(await paymentProcess.observe(purchaseId, 'return-page', metadata)).toBe('awaiting_payment');
    expect(paymentsAsked).toBe(0);

    expect(await paymentProcess.observe(purchaseId, 'sandbox-decision', metadata)).toBe('canceled');
    expect(await eventTypes(purchaseId)).toContain('PaymentCanceled');
    // PaymentCanceled → the hold is released.
    expect((await consultations.loadConsultation(consultationId)).status).toBe('cancelled');
    expect(await consultationReleaseReason(consultationId)).toBe('payment-canceled');
  });

  it('should expire an unpaid purchase at the end of its hold and free the slot (PurchaseExpired → release)', async () => {
    const { purchaseId, consultationId } = await heldSession(new Date('2026-12-08T07:00:00.000Z'));
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect(await processWith(consultations).expire(purchaseId, metadata)).toBe('expired');
    expect(paymentsAsked).toBe(1);
    expect((await consultations.loadConsultation(consultationId)).status).toBe('cancelled');
    expect(await consultationReleaseReason(consultationId)).toBe('payment-timeout');
  });

  it('should queue the expiry of every purchase at its deadline when its payment is asked for (PaymentRequested → the expiry job)', async () => {
    const session = await heldSession(new Date('2026-12-08T08:00:00.000Z'));
    const product = await unpaidProduct();
    expect(deadlinesQueued).toEqual([
      { jobId: `hold-expiry-${session.purchaseId}`, delayMs: 15 * 60_000 },
      { jobId: `hold-expiry-${product.purchaseId}`, delayMs: 60 * 60_000 },
    ]);
  });

  it('should expire an unpaid product at its deadline, and deliver it once when its payment comes after', async () => {
    const { purchaseId, confirmationToken } = await unpaidProduct();
    clock = new Date(clock.getTime() + 61 * 60_000);
    const paymentProcess = processWith(consultations);
    expect(await paymentProcess.expire(purchaseId, metadata)).toBe('expired');
    expect(mailsEnqueued).toEqual([]);
    await provider.completeCheckout(confirmationToken, 'succeeded');
    expect(await paymentProcess.observe(purchaseId, 'notification', metadata)).toBe('paid');
    expect(await paymentProcess.observe(purchaseId, 'notification', metadata)).toBe('paid');
    expect(await eventTypes(purchaseId)).toEqual(['PurchaseStarted', 'PaymentRequested', 'PurchaseExpired', 'ReceiptRequested', 'PaymentSucceeded']);
    // A repeated notification redoes the reactions under the same job id: the queue delivers once.
    expect(new Set(mailsEnqueued)).toEqual(new Set([`purchase-confirmation-${purchaseId}`]));
    expect(refundsAsked).toEqual([]);
  });

  it('should expire the purchase and free the slot when the provider cannot take the payment', async () => {
    failPaymentCreation = true;
    await expect(heldSession(new Date('2026-12-09T07:00:00.000Z'))).rejects.toMatchObject({ kind: 'unavailable' });
    const purchaseId = lastStartedPurchase;
    expect(await eventTypes(purchaseId)).toEqual(['PurchaseStarted', 'PurchaseExpired']);
    expect(await consultationReleaseReason(await heldConsultationId(purchaseId))).toBe('payment-canceled');
  });

  it('should follow the refund receipt of a refund the coach gives (RefundSucceeded, with its ReceiptRequested)', async () => {
    const { purchaseId, consultationId } = await paidHold(new Date('2026-12-10T07:00:00.000Z'));
    const paymentProcess = processWith(consultations);
    await paymentProcess.observe(purchaseId, 'notification', metadata);
    receiptsFollowed = [];
    await paymentProcess.refund(purchaseId, 'unused', metadata);
    const refundId = (await store.readStream(purchaseStreamId(purchaseId))).flatMap((event) => (event.type === 'RefundSucceeded' ? [refundIdOf(event)] : []));
    expect(receiptsFollowed).toEqual([`receipt-${purchaseId}-refund-${refundId[0]}`]);
    expect(await consultationReleaseReason(consultationId)).toBe('refunded');
    await expect(paymentProcess.refund(purchaseId, 'unused', metadata)).rejects.toThrow('Деньги по этой покупке уже возвращены.');
  });

  it('should mail the buyer once per refund (RefundSucceeded → the refund mail, by the refund’s id), also when the provider reports it again', async () => {
    const { purchaseId } = await paidHold(new Date('2026-12-12T07:00:00.000Z'));
    const paymentProcess = processWith(consultations);
    await paymentProcess.observe(purchaseId, 'notification', metadata);
    await paymentProcess.refund(purchaseId, 'unused', metadata);
    const [refundId] = (await store.readStream(purchaseStreamId(purchaseId))).flatMap((event) => (event.type === 'RefundSucceeded' ? [refundIdOf(event)] : []));
    expect(refundMailsEnqueued).toEqual([
      { jobId: `refund-mail-${purchaseId}-${refundId}`, payload: { purchaseId, refundId, amountKopecks: 350_000, refundedAt: clock.toISOString() } },
    ]);
    // The same refund recorded again (a repeated notification) adds no event, so no second mail.
    await paymentProcess.record(purchaseId, { type: 'RecordRefund', data: { refundId: refundId!, amountKopecks: 350_000 } }, metadata);
    expect(refundMailsEnqueued).toHaveLength(1);
  });

  it('should deliver a free product as it starts (FreePurchaseCompleted → the confirmation mail)', async () => {
    const purchaseId = randomUUID();
    await processWith(consultations).record(
      purchaseId,
      {
        type: 'StartPurchase',
        data: {
          purchaseId,
          item: { kind: 'product', typeId: 1 },
          amountKopecks: 0,
          description: 'Гид',
          buyer: { userId: 'anna', email: 'anna@example.ru' },
          documents: purchaseDocuments({ kind: 'client' }),
        },
      },
      metadata,
    );
    expect(mailsEnqueued).toEqual([`purchase-confirmation-${purchaseId}`]);
    expect(paymentsAsked).toBe(0);
  });

  it('should not refund a session cancelled after its payment confirmed it when the notification comes again', async () => {
    const { purchaseId, consultationId } = await paidHold(new Date('2026-12-11T07:00:00.000Z'));
    const paymentProcess = processWith(consultations);
    await paymentProcess.observe(purchaseId, 'notification', metadata);
    // The client cancels in time: her session becomes a credit, the money stays.
    await consultations.cancel(consultationId, 'client', 'cancelled-by-client', metadata);
    await paymentProcess.observe(purchaseId, 'notification', metadata);
    expect(refundsAsked).toEqual([]);
    expect(await eventTypes(purchaseId)).not.toContain('RefundSucceeded');
  });

  it('should refund the unused sessions of a package at its price per session and cancel its own session when still ahead', async () => {
    const { purchaseId, consultationId, confirmationToken } = await heldSession(new Date('2026-12-14T07:00:00.000Z'), 'lena', 5);
    const paymentProcess = processWith(consultations);
    await provider.completeCheckout(confirmationToken, 'succeeded');
    await paymentProcess.observe(purchaseId, 'sandbox-decision', metadata);
    // One credit spent on another session: used 1 of 5; the own session is still ahead.
    await consultations.bookPrepaid({ userId: 'lena', start: new Date('2026-12-15T07:00:00.000Z'), typeId: 1 }, { kind: 'credit' }, metadata);

    await paymentProcess.refund(purchaseId, 'unused', metadata);
    expect(refundsAsked).toMatchObject([{ amountKopecks: 1_750_000 - 350_000 }]);
    expect(refundMailsEnqueued).toMatchObject([{ payload: { purchaseId, amountKopecks: 1_750_000 - 350_000 } }]);
    expect(await consultationReleaseReason(consultationId)).toBe('refunded');
    await expect(paymentProcess.refund(purchaseId, 'unused', metadata)).rejects.toThrow('Деньги по этой покупке уже возвращены.');
  });
});
