import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { downloadFile } from '../../../api/generated/hooks';
import type { PurchasedProduct } from '../../../api/generated/model';
import { useUser } from '../../auth/stores/auth-store';
import { useProductTypes, usePurchasedProducts } from '../api/product-queries';
import { saveBase64File } from '../utils/download';
import { ProductGrid } from './product-grid';
import { PurchasedProductList } from './purchased-product-list';

/** The cabinet's products screen (spec 2.7); if the list fails to load, only the loading indicator stays (spec 8). */
export function ProductsScreen() {
  const user = useUser();
  const purchased = usePurchasedProducts();
  const types = useProductTypes();
  const [downloading, setDownloading] = useState<string>();

  const download = async (product: PurchasedProduct) => {
    setDownloading(product.id);
    try {
      const response = await downloadFile({ payment_id: product.payment_info.id, type_id: product.type.id });
      if (response.status === 200 && response.data.result) saveBase64File(response.data);
    } catch {
      // The API layer has already shown the server's reason (spec 8); the button just stops spinning.
    } finally {
      setDownloading(undefined);
    }
  };

  if (!purchased.data) return <CircularProgress aria-label="Загрузка продуктов" sx={{ m: 3 }} />;
  return (
    <Stack spacing={3} sx={{ p: { xs: 1, md: 2 } }}>
      <section aria-labelledby="purchased-heading">
        <Typography id="purchased-heading" level="h2" sx={{ mb: 1.5 }}>
          Купленные продукты
        </Typography>
        <PurchasedProductList products={purchased.data} downloading={downloading} onDownload={(product) => void download(product)} />
      </section>
      {!user?.is_superuser && types.data && (
        <section aria-labelledby="buy-new-heading">
          <Typography id="buy-new-heading" level="h2" sx={{ mb: 1.5 }}>
            Купить новые продукты
          </Typography>
          <ProductGrid products={types.data} />
        </section>
      )}
    </Stack>
  );
}
