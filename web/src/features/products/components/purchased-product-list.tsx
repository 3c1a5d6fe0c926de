import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import type { PurchasedProduct } from '../../../api/generated/model';
import { PurchasedProductCard } from './purchased-product-card';

export type PurchasedProductListProps = {
  products: readonly PurchasedProduct[];
  /** The purchase whose file is being fetched. */
  downloadingId?: string;
  onDownload: (product: PurchasedProduct) => void;
};

/** Purchased products as cards: stacked on phones, side by side from the sm breakpoint. */
export function PurchasedProductList({ products, downloadingId, onDownload }: PurchasedProductListProps) {
  if (products.length === 0) {
    return <Typography>Вы пока ничего не купили.</Typography>;
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }}>
      {products.map((product) => (
        <Grid key={product.id} xs={12} sm={6} lg={4} component="li">
          <PurchasedProductCard product={product} downloading={downloadingId === product.id} onDownload={() => onDownload(product)} />
        </Grid>
      ))}
    </Grid>
  );
}
