import { onDemand } from '../../../lib/on-demand';

/** The purchase form (with zod) and the checkout load when a visitor starts buying, not with the landing. */
export const LazyBuyProduct = onDemand(() => import('./buy-product').then((module) => module.BuyProduct));
