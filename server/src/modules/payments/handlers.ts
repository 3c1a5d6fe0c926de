import { requireSuperuser } from '../../http/authorization';
import type { HandlerGroup } from '../../http/handler-types';
import { kopecksToRoubles } from '../catalog/catalog';
import type { PaymentFilter, PaymentLedger, PaymentMovement } from './payment-ledger';
import { paymentsCsv } from './payments-csv';
import { attachmentDisposition } from '../../http/attachment-header';

type Filter = { month?: string; type?: PaymentFilter['itemKind']; status?: PaymentFilter['status']; receipt?: 'problem' };

const filterOf = (query: Filter): PaymentFilter => ({ month: query.month, itemKind: query.type, status: query.status, receiptProblem: query.receipt === 'problem' });

const present = (movement: PaymentMovement) => ({
  id: movement.id,
  purchase_id: movement.purchaseId,
  status: movement.status,
  type: movement.itemKind,
  at: movement.at.toISOString(),
  amount: kopecksToRoubles(movement.amountKopecks),
  description: movement.description,
  buyer: movement.buyer,
  method: movement.method,
  receipts: movement.receipts.map((receipt) => ({
    kind: receipt.kind,
    status: receipt.status,
    overdue: receipt.overdue,
    amount: kopecksToRoubles(receipt.amountKopecks),
    requested_at: receipt.requestedAt.toISOString(),
    answered_at: receipt.answeredAt?.toISOString() ?? null,
    fiscal: receipt.fiscal && {
      registered_at: receipt.fiscal.registeredAt,
      fiscal_document_number: receipt.fiscal.fiscalDocumentNumber,
      fiscal_storage_number: receipt.fiscal.fiscalStorageNumber,
      fiscal_attribute: receipt.fiscal.fiscalAttribute,
    },
    receipt_id: receipt.receiptId,
    attempt: receipt.attempt,
    registrar: receipt.registrar,
    registered_by_hand: receipt.registeredByHand,
    link: receipt.link,
  })),
  receipt_problem: movement.receiptProblem,
  ...(movement.promo
    ? { promo_code: movement.promo.code, discount: kopecksToRoubles(movement.promo.discountKopecks), full_amount: kopecksToRoubles(movement.promo.fullAmountKopecks) }
    : {}),
});

/** The back office's Платежи: the list the coach filters and the file her accountant opens. */
export function paymentHandlers(ledger: PaymentLedger): HandlerGroup<'listPayments' | 'exportPayments' | 'countReceiptProblems'> {
  return {
    async listPayments({ query, user, ctx }) {
      requireSuperuser(user);
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 50;
      const found = await ledger.page(filterOf(query), page, pageSize, ctx.state.now);
      return { items: found.items.map(present), total: found.total, page, page_size: pageSize };
    },

    async countReceiptProblems({ user, ctx }) {
      requireSuperuser(user);
      return { count: await ledger.receiptProblems(ctx.state.now) };
    },

    async exportPayments({ query, user, ctx }) {
      requireSuperuser(user);
      const filter = filterOf(query);
      const csv = paymentsCsv(await ledger.all(filter, ctx.state.now));
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', attachmentDisposition(`payments-${filter.month ?? 'all'}.csv`));
      ctx.set('Cache-Control', 'private, no-store');
      return csv;
    },
  };
}
