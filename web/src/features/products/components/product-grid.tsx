import Grid from '@mui/joy/Grid';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import type { ProductType } from '../../../api/generated/model';
import { ProductCard } from '../../../components/product-card/product-card';

export type ProductGridProps = {
  /** Products to show (the free one already left out); undefined while the catalogue loads. */
  products: readonly ProductType[] | undefined;
  onDetails: (product: ProductType) => void;
  onBuy: (product: ProductType) => void;
};

const placeholders = [0, 1, 2];

/** Product cards side by side, one per row on phones; placeholders keep the layout still while loading. */
export function ProductGrid({ products, onDetails, onBuy }: ProductGridProps) {
  if (products?.length === 0) return <Typography>Скоро здесь появятся новые материалы.</Typography>;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }} aria-busy={products ? undefined : true}>
      {products
        ? products.map((product) => (
            <Grid key={product.id} xs={12} sm={6} md={4} component="li">
              <ProductCard product={product} onDetails={() => onDetails(product)} onBuy={() => onBuy(product)} />
            </Grid>
          ))
        : placeholders.map((index) => (
            <Grid key={index} xs={12} sm={6} md={4} component="li">
              <Skeleton variant="rectangular" height={188} sx={{ borderRadius: 'md' }} />
            </Grid>
          ))}
    </Grid>
  );
}
