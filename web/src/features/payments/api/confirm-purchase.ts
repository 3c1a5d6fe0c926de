import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConfirmPurchase } from '../../../api/generated/hooks';
import { withoutAlerts } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-error';
import { invalidatePaidPurchaseData } from './purchase-queries';

export type PurchaseConfirmation =
  | { status: 'checking' }
  /** `message`: what the server says of this purchase once paid (a gift certificate: when it goes out). */
  | { status: 'paid'; message?: string }
  | { status: 'unpaid' }
  | { status: 'failed'; message: string };

/** A payment can settle a moment after the buyer is sent back; ask again a few times. */
const RECHECK_MS = 3000;
const RECHECKS = 5;

/**
 * GET /api/buySuccessId/ on entry to the success page (spec 2.10, 4). The page says the answer
 * itself (a negative one, or a gift's day), so no alert repeats it.
 */
export function usePurchaseConfirmation(purchaseId: string): PurchaseConfirmation {
  const queryClient = useQueryClient();
  const query = useConfirmPurchase(
    { id: purchaseId },
    {
      request: withoutAlerts,
      query: {
        enabled: purchaseId !== '',
        staleTime: 0,
        gcTime: 0,
        refetchInterval: ({ state }) =>
          state.data !== undefined && state.data.result !== true && state.dataUpdateCount <= RECHECKS ? RECHECK_MS : false,
      },
    },
  );
  const answer = query.data;
  const paid = answer?.result === true;

  useEffect(() => {
    if (paid) void invalidatePaidPurchaseData(queryClient);
  }, [paid, queryClient]);

  if (paid) return answer.message ? { status: 'paid', message: answer.message } : { status: 'paid' };
  if (query.isError) return { status: 'failed', message: errorText(query.error, 'Не удалось проверить оплату.') };
  if (query.data) return { status: 'unpaid' };
  return { status: 'checking' };
}
