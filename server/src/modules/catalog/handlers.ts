import { requireSuperuser } from '../../http/authorization';
import { notFound } from '../../http/errors';
import type { HandlerGroup } from '../../http/handler-types';
import { kopecksToRoubles, type Catalog, type ConsultationType } from './catalog';

const toConsultationType = ({ id, name, icon, description, additional, priceKopecks, sessions }: ConsultationType) => ({
  id,
  name,
  icon,
  description,
  additional,
  amount: kopecksToRoubles(priceKopecks),
  sessions,
});

export function catalogHandlers(catalog: Catalog): HandlerGroup<'listConsultationTypes' | 'listProductTypes' | 'updateConsultationType'> {
  return {
    async listConsultationTypes() {
      return (await catalog.consultationTypes()).map(toConsultationType);
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

    async updateConsultationType({ params, body, user }) {
      requireSuperuser(user);
      const updated = await catalog.updateConsultationType(params.id, {
        name: body.name,
        icon: body.icon,
        description: body.description,
        additional: body.additional,
        priceKopecks: Math.round(body.amount * 100),
      });
      if (!updated) throw notFound('Такого вида консультации нет.');
      return toConsultationType(updated);
    },
  };
}
