import { lazy, Suspense } from 'react';
import type { BuyProductProps } from './buy-product';

// The purchase form (with zod) and the checkout load when a visitor starts buying, not with the landing.
const BuyProduct = lazy(() => import('./buy-product').then((module) => ({ default: module.BuyProduct })));

export function LazyBuyProduct(props: BuyProductProps) {
  return (
    <Suspense fallback={null}>
      <BuyProduct {...props} />
    </Suspense>
  );
}
