import Grid from '@mui/joy/Grid';
import { useState } from 'react';
import type { ProductType } from '../../../api/generated/model';
import { withoutFreeProduct } from '../utils/guest-purchase-form';
import { LazyBuyProduct as BuyProduct } from './lazy-buy-product';
import { ProductCard } from './product-card';

/** Product types on sale (the free one excluded), each buyable. */
export function ProductGrid({ products }: { products: readonly ProductType[] }) {
  const [buying, setBuying] = useState<ProductType | null>(null);
  return (
    <>
      <Grid container spacing={2}>
        {withoutFreeProduct(products).map((product) => (
          <Grid key={product.id} xs={12} sm={6} md={4}>
            <ProductCard product={product} onBuy={() => setBuying(product)} />
          </Grid>
        ))}
      </Grid>
      {buying && <BuyProduct key={buying.id} product={buying} onDone={() => setBuying(null)} />}
    </>
  );
}
