import type { HandlerGroup } from '../../http/handler-types';
import { kopecksToRoubles, type Catalog } from './catalog';

export function catalogHandlers(catalog: Catalog): HandlerGroup<'listConsultationTypes' | 'listProductTypes'> {
  return {
    async listConsultationTypes() {
      const types = await catalog.consultationTypes();
      return types.map(({ id, name, icon, description, additional, priceKopecks }) => ({
        id,
        name,
        icon,
        description,
        additional,
        amount: kopecksToRoubles(priceKopecks),
      }));
    },
    async listProductTypes() {
      const types = await catalog.productTypesOnSale();
      return types.map(({ id, name, icon, description, priceKopecks }) => ({
        id,
        name,
        icon,
        description,
        amount: kopecksToRoubles(priceKopecks),
      }));
    },
  };
}
