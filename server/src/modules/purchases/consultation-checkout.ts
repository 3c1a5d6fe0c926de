import { randomUUID } from 'node:crypto';
import type { JobDefinition, JobQueue } from '../../adapters/queue/job-queue';
import type { RequestMetadata } from '../../eventstore/decider';
import { badRequest } from '../../http/errors';
import { unbookableReason } from '../consultations/availability';
import type { Consultations } from '../consultations/consultations';
import type { ScheduleStore } from '../consultations/schedule-store';
import type { Catalog } from '../catalog/catalog';
import { purchaseDocuments } from './purchase-documents';
import { requestPayment, type PaymentRequestDeps } from './request-payment';
import type { TaxProfile } from './fiscal-receipts';
import { sessionPurchaseDescription } from '../../shared/purchase-description';
import type { HoldExpiryPayload } from '../../jobs/payloads';

export type CheckoutResult = { free: boolean; purchaseId: string | null; confirmationToken: string | null; amountRoubles: number };

export type ConsultationCheckoutDeps = PaymentRequestDeps & {
  booking: Consultations;
  schedules: ScheduleStore;
  catalog: Catalog;
  jobs: JobQueue;
  holdExpiryJob: JobDefinition<HoldExpiryPayload>;
  /** The coach's tax status as «Практика» has it now, which the payment's receipts follow. */
  taxProfile: () => Promise<TaxProfile>;
  /** How long an unpaid session keeps its slot; `paymentHoldMinutes` unless a test shortens it. */
  holdMinutes?: number;
};

/** How long an unpaid session keeps its slot before the expiry job frees it. */
export const paymentHoldMinutes = 15;

/**
 * Books a session from the cabinet: a package credit when the client has one and chose a single
 * session, otherwise a payment priced from the catalogue (the client's amount is never used).
 */
export function createConsultationCheckout(deps: ConsultationCheckoutDeps) {
  return async function checkout(
    request: { user: { id: string; email: string }; typeId: number; start: Date },
    metadata: RequestMetadata,
  ): Promise<CheckoutResult> {
    const type = (await deps.catalog.consultationTypes()).find((candidate) => candidate.id === request.typeId);
    if (!type) throw badRequest('Такого вида консультации нет.');
    if (!type.onSale) throw badRequest('Этот вид консультации сейчас не продаётся.');
    const reason = unbookableReason(await deps.schedules.load(), request.start, deps.now());
    if (reason) throw badRequest(reason);

    if (type.sessions === 1 && (await deps.booking.creditBalance(request.user.id)) > 0) {
      await deps.booking.bookPrepaid({ userId: request.user.id, start: request.start, typeId: type.id }, { kind: 'credit' }, metadata);
      return { free: true, purchaseId: null, confirmationToken: null, amountRoubles: 0 };
    }

    // Everything read from the read models is read before the first append: no step after it waits for them.
    const tax = await deps.taxProfile();
    const purchaseId = randomUUID();
    const consultationId = await deps.booking.idForSlot(request.start, request.user.id, metadata);
    const holdMs = (deps.holdMinutes ?? paymentHoldMinutes) * 60_000;
    const holdUntil = new Date(deps.now().getTime() + holdMs);
    await deps.booking.holdForPayment(
      { consultationId, userId: request.user.id, start: request.start, typeId: type.id, purchaseId, holdUntil },
      metadata,
    );
    const description = sessionPurchaseDescription(type.name, request.start);
    await deps.paymentProcess.record(
      purchaseId,
      {
        type: 'StartPurchase',
        data: {
          purchaseId,
          item: { kind: 'consultation', typeId: type.id, consultationId, sessions: type.sessions },
          amountKopecks: type.priceKopecks,
          description,
          buyer: { userId: request.user.id, email: request.user.email },
          documents: purchaseDocuments({ kind: 'client' }),
        },
      },
      metadata,
    );
    const payment = await requestPayment(
      deps,
      {
        purchaseId,
        amountKopecks: type.priceKopecks,
        description,
        item: { kind: 'consultation', name: type.name, buyerEmail: request.user.email },
        payBy: holdUntil,
        tax,
      },
      metadata,
    );
    await deps.jobs.enqueue(deps.holdExpiryJob, { purchaseId }, { jobId: `hold-expiry-${purchaseId}`, delayMs: holdMs });
    return { free: false, purchaseId, confirmationToken: payment.confirmationToken, amountRoubles: type.priceKopecks / 100 };
  };
}
