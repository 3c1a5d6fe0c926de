import type { MonthlyTotal } from '../../../api/generated/model';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table/responsive-table';
import { formatRoubles } from '../../../lib/money';
import { monthLabel } from '../utils/payment-labels';

const columns: ResponsiveColumn<MonthlyTotal>[] = [
  { header: 'Месяц', cell: (total) => monthLabel(total.month) },
  { header: 'Оплачено', cell: (total) => formatRoubles(total.paid) },
  { header: 'Возвращено', cell: (total) => formatRoubles(total.refunded) },
  { header: 'Оплат', cell: (total) => total.payments },
];

/** Paid and refunded money by month (Moscow time). */
export function MonthlyTotals({ totals }: { totals: readonly MonthlyTotal[] }) {
  return <ResponsiveTable label="Итоги по месяцам" rows={totals} columns={columns} rowKey={(total) => total.month} empty="Оплат пока не было." />;
}
