import { getListProductTypesQueryOptions, useListProductTypes } from '../../../api/generated/hooks';
import type { ProductType } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** GET /api/dictionary/productType/: the catalogue of digital products; it changes rarely. */
export function useProductTypes() {
  return useListProductTypes<ProductType[] | undefined>({ query: { select: okData, staleTime: 5 * 60_000 } });
}

/** The catalogue's query for a server-rendered page (the same key as useProductTypes). */
export const productTypesQuery = (request: RequestInit) => getListProductTypesQueryOptions({ request });
