import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { PurchasedProduct } from '../../../api/generated/model';
import { formatRoubles } from '../../../lib/money';
import { formatMoscowDateTime } from '../../consultations/utils/moscow-time';

type Props = { products: readonly PurchasedProduct[]; downloading?: string; onDownload: (product: PurchasedProduct) => void };

/** Purchased products with name, amount, payment date and a download button; stacked on small screens. */
export function PurchasedProductList({ products, downloading, onDownload }: Props) {
  if (products.length === 0) return <Typography>Вы пока ничего не купили.</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product) => (
        <Card key={product.id} component="li" variant="outlined" orientation="horizontal" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Stack sx={{ flex: '1 1 240px' }}>
            <Typography level="title-md">{product.type.name}</Typography>
            <Typography level="body-sm">
              {formatRoubles(product.payment_info.amount)} · оплачено {formatMoscowDateTime(product.payment_info.date).slice(0, 10)}
            </Typography>
          </Stack>
          <Button loading={downloading === product.id} onClick={() => onDownload(product)} aria-label={`Скачать: ${product.type.name}`}>
            Скачать
          </Button>
        </Card>
      ))}
    </Stack>
  );
}
