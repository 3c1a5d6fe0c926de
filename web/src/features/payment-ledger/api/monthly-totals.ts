import { useGetAuditTotals } from '../../../api/generated/hooks';

/** Paid and refunded sums by month (Moscow), from the audit history. */
export function useAuditTotals() {
  return useGetAuditTotals();
}
