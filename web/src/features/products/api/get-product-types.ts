import { getListProductTypesQueryOptions, useListProductTypes } from '../../../api/generated/hooks';

/** GET /api/dictionary/productType/: the catalogue of digital products; it changes rarely. */
export function useProductTypes() {
  return useListProductTypes({ query: { staleTime: 5 * 60_000 } });
}

/** The catalogue's query for a server-rendered page (the same key as useProductTypes). */
export const productTypesQuery = (request: RequestInit) => getListProductTypesQueryOptions({ request });
