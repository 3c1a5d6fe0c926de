import { keepPreviousData } from '@tanstack/react-query';
import { useGetClient, useGetPurchaseRefund, useListClients } from '../../../api/generated/hooks';
import type { ClientPurchase, ListClientsParams } from '../../../api/generated/model';

/** One page of clients for «Клиенты», the previous page kept on screen while the next loads. */
export function useClientsPage(params: ListClientsParams) {
  return useListClients(params, { query: { placeholderData: keepPreviousData } });
}

/** A client's card; nothing is asked while no client is open. */
export function useClientCard(id: string | undefined) {
  return useGetClient(id ?? '', { query: { enabled: id !== undefined } });
}

/** What refunding a purchase would give back, asked while its dialog is open (a package's unused part differs from the whole). */
export function usePurchaseRefund(purchase: ClientPurchase | null) {
  return useGetPurchaseRefund(purchase?.id ?? '', { query: { enabled: purchase !== null && purchase.kind === 'consultation' } });
}
