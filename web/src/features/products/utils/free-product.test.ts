import { describe, expect, it } from 'vitest';
import type { ProductType } from '../../../api/generated/model';
import { FREE_PRODUCT_TYPE_ID, isFreeProduct, productsOnSale } from './free-product';

const product = (id: number, amount: number): ProductType => ({ id, name: `Продукт ${id}`, icon: 'gift', description: '', amount });

describe('products on sale', () => {
  it('should leave the free PDF (type 1) out of the lists', () => {
    const listed = productsOnSale([product(1, 0), product(2, 990), product(3, 1490)]);
    expect(listed.map((type) => type.id)).toEqual([2, 3]);
    expect(listed.some((type) => type.id === FREE_PRODUCT_TYPE_ID)).toBe(false);
  });

  it('should keep the catalogue order and every other product, free or paid', () => {
    expect(productsOnSale([product(3, 1490), product(1, 0), product(7, 0), product(2, 990)]).map((type) => type.id)).toEqual([3, 7, 2]);
  });

  it('should list nothing when only the free PDF exists', () => {
    expect(productsOnSale([product(1, 0)])).toEqual([]);
  });
});

describe('free products', () => {
  it('should treat type 1 and any zero price as free', () => {
    expect(isFreeProduct(product(1, 0))).toBe(true);
    expect(isFreeProduct(product(1, 100))).toBe(true);
    expect(isFreeProduct(product(5, 0))).toBe(true);
    expect(isFreeProduct(product(2, 990))).toBe(false);
  });
});
