import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { ProductType } from '../../../api/generated/model';
import { productsOnSale } from '../utils/free-product';
import { LazyBuyProduct } from './lazy-buy-product';
import { onDemand } from '../../../lib/on-demand';

/** The details of a product load when a visitor opens them. */
const ProductDetailsDialog = onDemand(() => import('./product-details-dialog').then((module) => module.ProductDetailsDialog));
import { ProductGrid } from './product-grid';

export type ProductCatalogProps = {
  /** The whole catalogue as loaded (type 1 included); undefined while it loads. */
  products: readonly ProductType[] | undefined;
  /** The catalogue could not load: say so instead of showing placeholders for ever. */
  failed?: boolean;
};

/** Products on sale with their details and purchase dialogs: the landing's «Готовые решения» and the cabinet's «Купить новые продукты». */
export function ProductCatalog({ products, failed = false }: ProductCatalogProps) {
  const [details, setDetails] = useState<ProductType | null>(null);
  const [buying, setBuying] = useState<ProductType | null>(null);
  if (failed && !products) {
    return <Typography>Не удалось загрузить продукты. Обновите страницу чуть позже.</Typography>;
  }
  return (
    <>
      <ProductGrid products={products && productsOnSale(products)} onDetails={setDetails} onBuy={setBuying} />
      {details && (
        <ProductDetailsDialog
          product={details}
          onClose={() => setDetails(null)}
          onBuy={() => {
            setDetails(null);
            setBuying(details);
          }}
        />
      )}
      {buying && <LazyBuyProduct key={buying.id} product={buying} onDone={() => setBuying(null)} />}
    </>
  );
}
