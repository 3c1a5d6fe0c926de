import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import { badRequest } from '../../http/errors';
import type { HandlerGroup, HandlerInput, SuccessBody } from '../../http/handler-types';
import { readAdvertisement } from '../../shared/advertising-mark';
import type { PaidPlacement } from './events';
import { levyRatePercent, newestFirst, quarterTotals } from './levy';
import type { Placements } from './placements';
import type { PlacementsState } from './placements-decider';

type Ops = 'listAdvertisingPlacements' | 'addAdvertisingPlacement' | 'removeAdvertisingPlacement';

const rubles = (kopecks: number) => kopecks / 100;

function ledgerBody(state: PlacementsState): SuccessBody<'listAdvertisingPlacements'> {
  return {
    placements: newestFirst(state.placements).map((placement) => ({
      id: placement.placementId,
      placed_on: placement.placedOn,
      advertiser: placement.advertiser,
      erid: placement.erid,
      where: placement.where,
      title: placement.title,
      income: rubles(placement.incomeKopecks),
    })),
    quarters: quarterTotals(state.placements).map((total) => ({
      year: total.year,
      quarter: total.quarter,
      placements: total.placements,
      income: rubles(total.incomeKopecks),
      levy: rubles(total.levyKopecks),
    })),
    levy_rate: levyRatePercent,
  };
}

/** The form of a placement, checked: the advertiser and the erid as a mark's, the income to the kopeck. */
function placementOf(body: HandlerInput<'addAdvertisingPlacement'>['body']): Omit<PaidPlacement, 'placementId'> {
  const mark = readAdvertisement(body);
  if ('problem' in mark) throw badRequest(mark.problem);
  const incomeKopecks = Math.round(body.income * 100);
  if (Math.abs(incomeKopecks - body.income * 100) > 1e-6) throw badRequest('Доход указывается в рублях с точностью до копейки.');
  return { placedOn: body.placed_on, advertiser: mark.advertiser, erid: mark.erid, where: body.where, title: body.title?.trim() ?? '', incomeKopecks };
}

/** «Практика» → «Реклама и сбор 3 %»: the ledger of paid placements, the coach only. */
export function advertisingHandlers(placements: Placements): HandlerGroup<Ops> {
  return {
    async listAdvertisingPlacements({ user }) {
      requireSuperuser(user);
      return ledgerBody(await placements.state());
    },
    async addAdvertisingPlacement({ body, user, ctx }) {
      requireSuperuser(user);
      return ledgerBody(await placements.record(placementOf(body), commandMetadata(ctx.state, user.id)));
    },
    async removeAdvertisingPlacement({ params, user, ctx }) {
      requireSuperuser(user);
      return ledgerBody(await placements.remove(params.id, commandMetadata(ctx.state, user.id)));
    },
  };
}
