import { type PageQueries, pageQuery } from '../../lib/page-queries';
import { consultationTypesQuery } from '../../features/consultations/api/get-consultation-types';
import { productTypesQuery } from '../../features/products/api/get-product-types';

/** The landing's data in its server-rendered HTML: the session types and the products with their prices. */
export const landingQueries: PageQueries = (_params, request) => [pageQuery(consultationTypesQuery(request)), pageQuery(productTypesQuery(request))];
