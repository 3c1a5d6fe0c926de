import { lazy, Suspense } from 'react';
import type { ProductType } from '../../../api/generated/model';

// The purchase form and checkout load when a visitor starts buying, not with the landing.
const BuyProduct = lazy(() => import('./buy-product').then((module) => ({ default: module.BuyProduct })));

export function LazyBuyProduct(props: { product: ProductType; onDone: () => void }) {
  return (
    <Suspense fallback={null}>
      <BuyProduct {...props} />
    </Suspense>
  );
}
