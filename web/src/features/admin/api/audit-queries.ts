import { useListAuditEventTypes, useSearchAuditEvents } from '../../../api/generated/hooks';
import type { SearchAuditEventsParams } from '../../../api/generated/model';

/** The business history, newest first, filtered by text, event type and client. */
export function useAuditEvents(params: SearchAuditEventsParams) {
  return useSearchAuditEvents(params, { query: { placeholderData: (previous) => previous } });
}

/** The event types with their Russian titles, for the journal's filter. */
export function useAuditEventTypes() {
  return useListAuditEventTypes({ query: { staleTime: Infinity } });
}

