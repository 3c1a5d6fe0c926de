import { useListAuditEventTypes, useSearchAuditEvents } from '../../../api/generated/hooks';
import type { AuditEvent, AuditEventType, SearchAuditEventsParams } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** The business history, newest first, filtered by text, event type and client. */
export function useAuditEvents(params: SearchAuditEventsParams) {
  return useSearchAuditEvents<AuditEvent[] | undefined>(params, { query: { select: okData, placeholderData: (previous) => previous } });
}

/** The event types with their Russian titles, for the journal's filter. */
export function useAuditEventTypes() {
  return useListAuditEventTypes<AuditEventType[] | undefined>({ query: { select: okData, staleTime: Infinity } });
}

