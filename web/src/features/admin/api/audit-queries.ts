import { useGetAuditTotals, useSearchAuditEvents } from '../../../api/generated/hooks';
import type { AuditEvent, MonthlyTotal, SearchAuditEventsParams } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** The business history, newest first, filtered by text and client. */
export function useAuditEvents(params: SearchAuditEventsParams) {
  return useSearchAuditEvents<AuditEvent[] | undefined>(params, { query: { select: okData, placeholderData: (previous) => previous } });
}

export function useAuditTotals() {
  return useGetAuditTotals<MonthlyTotal[] | undefined>({ query: { select: okData } });
}
