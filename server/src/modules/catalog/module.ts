import type { Infra } from '../../infra';
import { createCatalog } from './catalog';
import { createConsultationTypeChanges } from './consultation-type-changes';
import { catalogHandlers } from './handlers';

/** The catalogue, wired: the consultation and product types other modules read, and its handlers. */
export function createCatalogModule(infra: Pick<Infra, 'db' | 'store' | 'writes'>) {
  const catalog = createCatalog(infra.db, infra.writes);
  return {
    catalog,
    handlers: catalogHandlers({ catalog, changeConsultationType: createConsultationTypeChanges({ catalog, store: infra.store }) }),
  };
}
