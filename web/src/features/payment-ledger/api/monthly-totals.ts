import { useGetAuditTotals } from '../../../api/generated/hooks';
import type { MonthlyTotal } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** Paid and refunded sums by month (Moscow), from the audit history. */
export function useAuditTotals() {
  return useGetAuditTotals<MonthlyTotal[] | undefined>({ query: { select: okData } });
}
