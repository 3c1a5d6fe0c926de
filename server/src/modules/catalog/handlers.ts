import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import type { HandlerGroup } from '../../http/handler-types';
import { kopecksToRoubles, type Catalog, type ConsultationType } from './catalog';
import type { createConsultationTypeChanges } from './consultation-type-changes';

const toConsultationType = ({ id, name, icon, description, additional, priceKopecks, sessions, onSale, durationMinutes }: ConsultationType) => ({
  id,
  name,
  icon,
  description,
  additional,
  amount: kopecksToRoubles(priceKopecks),
  sessions,
  on_sale: onSale,
  duration_minutes: durationMinutes,
});

export function catalogHandlers(deps: {
  catalog: Catalog;
  changeConsultationType: ReturnType<typeof createConsultationTypeChanges>;
}): HandlerGroup<'listConsultationTypes' | 'listAllConsultationTypes' | 'listProductTypes' | 'updateConsultationType'> {
  const { catalog } = deps;
  return {
    /** The landing's and the booking's list: only the types on sale. */
    async listConsultationTypes() {
      return (await catalog.consultationTypes()).filter((type) => type.onSale).map(toConsultationType);
    },

    async listAllConsultationTypes({ user }) {
      requireSuperuser(user);
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

    async updateConsultationType({ params, body, user, ctx }) {
      requireSuperuser(user);
      const changed = await deps.changeConsultationType(
        params.id,
        {
          name: body.name,
          icon: body.icon,
          description: body.description,
          additional: body.additional,
          priceKopecks: Math.round(body.amount * 100),
          onSale: body.on_sale,
          durationMinutes: body.duration_minutes,
        },
        commandMetadata(ctx.state, user.id),
      );
      return toConsultationType(changed);
    },
  };
}
