import { requireSuperuser } from '../../http/authorization';
import type { HandlerGroup } from '../../http/handler-types';
import { kopecksToRoubles } from '../catalog/catalog';
import type { PaymentFilter, PaymentLedger, PaymentMovement } from './payment-ledger';
import { paymentsCsv } from './payments-csv';

type Filter = { month?: string; type?: PaymentFilter['itemKind']; status?: PaymentFilter['status'] };

const filterOf = (query: Filter): PaymentFilter => ({ month: query.month, itemKind: query.type, status: query.status });

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
});

/** The back office's Платежи: the list the coach filters and the file her accountant opens. */
export function paymentHandlers(ledger: PaymentLedger): HandlerGroup<'listPayments' | 'exportPayments'> {
  return {
    async listPayments({ query, user }) {
      requireSuperuser(user);
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 50;
      const found = await ledger.page(filterOf(query), page, pageSize);
      return { items: found.items.map(present), total: found.total, page, page_size: pageSize };
    },

    async exportPayments({ query, user, ctx }) {
      requireSuperuser(user);
      const filter = filterOf(query);
      const csv = paymentsCsv(await ledger.all(filter));
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="payments-${filter.month ?? 'all'}.csv"`);
      ctx.set('Cache-Control', 'private, no-store');
      return csv;
    },
  };
}
