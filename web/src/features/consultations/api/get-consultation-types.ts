import { getListConsultationTypesQueryOptions, useListConsultationTypes } from '../../../api/generated/hooks';
import type { ConsultationType } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** The dictionary of session types with prices; it changes rarely. */
export function useConsultationTypes() {
  return useListConsultationTypes<ConsultationType[] | undefined>({ query: { select: okData, staleTime: 5 * 60_000 } });
}

/** The dictionary's query for a server-rendered page (the same key as useConsultationTypes). */
export const consultationTypesQuery = (request: RequestInit) => getListConsultationTypesQueryOptions({ request });
