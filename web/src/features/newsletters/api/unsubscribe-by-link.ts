import { useUnsubscribe } from '../../../api/generated/hooks';
import { withoutAlerts } from '../../../lib/api-client';

/**
 * GET /api/unsubscribe/?uuid=, once per link. The page is the message, so no alert repeats it (success or
 * failure); the call changes state on the server, so it is neither retried nor refetched. `all`: a
 * welcome-series link asked to end every mailing, not only the series.
 */
export function useUnsubscribeByLink(uuid: string, all = false) {
  return useUnsubscribe(
    all ? { uuid, all } : { uuid },
    {
      query: { enabled: uuid !== '', retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnMount: false, refetchOnReconnect: false },
      request: withoutAlerts,
    },
  );
}
