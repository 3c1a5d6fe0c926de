import { type PageQueries, pageQuery } from '../../lib/page-queries';
import { consultationTypesQuery } from '../../features/consultations/api/get-consultation-types';
import { productTypesQuery } from '../../features/products/api/get-product-types';
import { publishedTestimonialsQuery } from '../../features/testimonials/api/testimonial-queries';

/** The landing's data in its server-rendered HTML: the session types, the products with their prices and the published testimonials. */
export const landingQueries: PageQueries = (_params, request) => [
  pageQuery(consultationTypesQuery(request)),
  pageQuery(productTypesQuery(request)),
  pageQuery(publishedTestimonialsQuery(request)),
];
