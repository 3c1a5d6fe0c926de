import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConfirmPurchase } from '../../../api/generated/hooks';
import { withoutErrorAlert } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-error';
import { invalidatePaidPurchaseData } from './purchase-queries';

export type PurchaseConfirmation =
  | { status: 'checking' }
  | { status: 'paid' }
  | { status: 'unpaid' }
  | { status: 'failed'; message: string };

/** A payment can settle a moment after the buyer is sent back; ask again a few times. */
const RECHECK_MS = 3000;
const RECHECKS = 5;

/**
 * GET /api/buySuccessId/ on entry to the success page (spec 2.10, 4). The page explains a
 * negative answer itself, so the global alert stays quiet.
 */
export function usePurchaseConfirmation(purchaseId: string): PurchaseConfirmation {
  const queryClient = useQueryClient();
  const query = useConfirmPurchase(
    { id: purchaseId },
    {
      request: withoutErrorAlert,
      query: {
        enabled: purchaseId !== '',
        staleTime: 0,
        gcTime: 0,
        refetchInterval: ({ state }) =>
          state.data?.status === 200 && state.data.data.result !== true && state.dataUpdateCount <= RECHECKS ? RECHECK_MS : false,
      },
    },
  );
  const paid = query.data?.status === 200 && query.data.data.result === true;

  useEffect(() => {
    if (paid) void invalidatePaidPurchaseData(queryClient);
  }, [paid, queryClient]);

  if (paid) return { status: 'paid' };
  if (query.isError) return { status: 'failed', message: errorText(query.error, 'Не удалось проверить оплату.') };
  if (query.data) return { status: 'unpaid' };
  return { status: 'checking' };
}
