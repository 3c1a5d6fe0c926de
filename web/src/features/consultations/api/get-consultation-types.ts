import { getListConsultationTypesQueryOptions, useListConsultationTypes } from '../../../api/generated/hooks';

/** The dictionary of session types with prices; it changes rarely. */
export function useConsultationTypes() {
  return useListConsultationTypes({ query: { staleTime: 5 * 60_000 } });
}

/** The dictionary's query for a server-rendered page (the same key as useConsultationTypes). */
export const consultationTypesQuery = (request: RequestInit) => getListConsultationTypesQueryOptions({ request });
