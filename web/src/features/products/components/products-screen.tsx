import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useUser } from '../../../lib/auth-store';
import { useDownloadPurchasedProduct } from '../api/download-purchased-product';
import { useProductTypes } from '../api/get-product-types';
import { usePurchasedProducts } from '../api/get-purchased-products';
import { productsToOffer } from '../utils/products-to-offer';
import { ProductCatalog } from './product-catalog';
import { PurchasedProductList } from './purchased-product-list';

/**
 * /lk/product (spec 2.7): purchases with downloads and, for clients (not the coach), the products
 * on sale that she does not own yet. Until the purchases load, and for good if they cannot, only the indicator shows (spec 8).
 */
export function ProductsScreen() {
  const user = useUser();
  const purchased = usePurchasedProducts();
  const types = useProductTypes();
  const { download, downloadingId } = useDownloadPurchasedProduct();

  if (!purchased.data) {
    return (
      <Stack alignItems="center" sx={{ p: 4 }}>
        <CircularProgress aria-label="Загрузка продуктов" />
      </Stack>
    );
  }
  return (
    <Stack spacing={4} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography level="h2" component="h1">
        Продукты
      </Typography>
      <Stack component="section" aria-labelledby="purchased-products-title" spacing={2}>
        <Typography id="purchased-products-title" level="h3" component="h2">
          Купленные продукты
        </Typography>
        <PurchasedProductList products={purchased.data} downloadingId={downloadingId} onDownload={download} />
      </Stack>
      {!user?.is_superuser && (
        <Stack component="section" aria-labelledby="new-products-title" spacing={2}>
          <Typography id="new-products-title" level="h3" component="h2">
            Купить новые продукты
          </Typography>
          <ProductCatalog products={types.data && productsToOffer(types.data, purchased.data)} failed={types.isError} />
        </Stack>
      )}
    </Stack>
  );
}
