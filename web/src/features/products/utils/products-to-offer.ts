import type { ProductType, PurchasedProduct } from '../../../api/generated/model';

/**
 * What the cabinet offers under «Купить новые продукты»: the catalogue without what she owns.
 * A refunded purchase is no longer hers (its file is not given), so that product is offered again.
 */
export function productsToOffer(catalogue: readonly ProductType[], purchased: readonly PurchasedProduct[]): ProductType[] {
  const owned = new Set(purchased.filter((purchase) => purchase.refunded_at === null).map((purchase) => purchase.type.id));
  return catalogue.filter((product) => !owned.has(product.id));
}
