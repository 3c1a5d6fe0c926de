import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { MonthlyTotal } from '../../../api/generated/model';
import { formatRoubles } from '../../../lib/money';

/** Paid and refunded money by month (Moscow time). */
export function MonthlyTotals({ totals }: { totals: readonly MonthlyTotal[] }) {
  if (totals.length === 0) return <Typography level="body-sm">Оплат пока не было.</Typography>;
  return (
    <Table size="sm" aria-label="Итоги по месяцам" sx={{ maxWidth: 560 }}>
      <thead>
        <tr>
          <th scope="col">Месяц</th>
          <th scope="col">Оплачено</th>
          <th scope="col">Возвращено</th>
          <th scope="col">Оплат</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((total) => (
          <tr key={total.month}>
            <td>{total.month}</td>
            <td>{formatRoubles(total.paid)}</td>
            <td>{formatRoubles(total.refunded)}</td>
            <td>{total.payments}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
