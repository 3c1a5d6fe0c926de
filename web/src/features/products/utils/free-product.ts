import type { ProductType } from '../../../api/generated/model';

/** The free PDF lead magnet (spec 1, 9). */
export const FREE_PRODUCT_TYPE_ID = 1;

/**
 * What the hero's button offers before the catalogue has loaded (or if it cannot load): the server
 * prices every purchase itself, so the dialog only needs the id, the name and a zero price.
 */
export const freeGuideFallback: ProductType = {
  id: FREE_PRODUCT_TYPE_ID,
  name: '5 шагов к поиску своего призвания',
  icon: 'gift',
  description: '',
  amount: 0,
};

/** The free product is handed out from the hero only; the product lists hide it (spec 2.6, 2.7, 9). */
export function productsOnSale<T extends { id: number }>(types: readonly T[]): T[] {
  return types.filter((type) => type.id !== FREE_PRODUCT_TYPE_ID);
}

/** «Получить БЕСПЛАТНО» and «Бесплатно» apply to the lead magnet and to anything priced at zero (spec 2.8). */
export function isFreeProduct(product: Pick<ProductType, 'id' | 'amount'>): boolean {
  return product.id === FREE_PRODUCT_TYPE_ID || product.amount === 0;
}
