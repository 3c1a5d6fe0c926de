import type { PurchaseResponse } from '../../api/generated/model';

/** A paid purchase waiting for its checkout. */
export type StartedPurchase = {
  /** Purchase id: the return address is /buy-success/{id}. */
  id: string;
  confirmationToken: string;
  provider: 'yookassa' | 'sandbox';
  /** Roubles, as the server priced it. */
  amount: number;
};

/**
 * What to open after POST /api/buy/ (spec 4): nothing for a free or failed purchase, else the
 * checkout of the provider the server named. YooKassa is the spec's provider, so an answer that
 * does not name one is treated as YooKassa; `fallbackAmount` is the price the dialog showed.
 */
export function startedPurchase(response: PurchaseResponse | undefined, fallbackAmount: number): StartedPurchase | null {
  if (!response?.result || response.free) return null;
  const { id, token, provider, amount } = response.data;
  if (!id || !token) return null;
  return { id, confirmationToken: token, provider: provider ?? 'yookassa', amount: amount ?? fallbackAmount };
}
