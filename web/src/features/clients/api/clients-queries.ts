import { keepPreviousData } from '@tanstack/react-query';
import { useGetClient, useListClients } from '../../../api/generated/hooks';
import type { ClientCard, ClientPage, ListClientsParams } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** One page of clients for «Клиенты», the previous page kept on screen while the next loads. */
export function useClientsPage(params: ListClientsParams) {
  return useListClients<ClientPage | undefined>(params, { query: { select: okData, placeholderData: keepPreviousData } });
}

/** A client's card; nothing is asked while no client is open. */
export function useClientCard(id: string | undefined) {
  return useGetClient<ClientCard | undefined>(id ?? '', { query: { select: okData, enabled: id !== undefined } });
}
