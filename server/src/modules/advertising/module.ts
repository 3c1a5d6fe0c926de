import type { Infra } from '../../infra';
import { advertisingHandlers } from './handlers';
import { createPlacements } from './placements';

/**
 * Third-party advertising (issue 48): the ledger of paid placements with each quarter's income and
 * the 3 % levy. The marks themselves (`shared/advertising-mark.ts`) live on newsletters, articles and
 * welcome letters, in their modules.
 */
export function createAdvertisingModule(infra: Pick<Infra, 'store'>) {
  return { handlers: advertisingHandlers(createPlacements({ store: infra.store })) };
}
