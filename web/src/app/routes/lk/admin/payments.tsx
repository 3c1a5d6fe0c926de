import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import { useAuditTotals } from '../../../../features/admin/api/audit-queries';
import { MonthlyTotals } from '../../../../features/admin/components/monthly-totals';

/** «Платежи»: today, the monthly totals (the office-products branch adds the list and CSV export). */
export default function PaymentsPage() {
  const totals = useAuditTotals();
  return (
    <section aria-labelledby="totals-heading">
      <Typography id="totals-heading" level="h3" component="h2" sx={{ mb: 1 }}>
        Итоги по месяцам
      </Typography>
      {totals.data ? <MonthlyTotals totals={totals.data} /> : <CircularProgress size="sm" aria-label="Загрузка итогов" />}
    </section>
  );
}
