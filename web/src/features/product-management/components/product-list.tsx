import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { Product } from '../../../api/generated/model';
import { CatalogIcon } from '../../../components/icons/catalog-icon';
import { priceLabel } from '../../../lib/money';

export type ProductListProps = { products: readonly Product[]; onEdit: (product: Product) => void; onWithdraw: (product: Product) => void };

/** The products on sale, one card each, with what the coach needs at a glance: price, file, sales, downloads. */
export function ProductList({ products, onEdit, onWithdraw }: ProductListProps) {
  if (products.length === 0) return <Typography level="body-md">Продуктов пока нет. Добавьте первый — он появится на главной странице.</Typography>;
  return (
    <Stack component="ul" aria-label="Продукты" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product) => (
        <Card component="li" key={product.id} variant="outlined" orientation="horizontal" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <CatalogIcon name={product.icon} />
          <CardContent sx={{ minWidth: 200 }}>
            <Typography level="title-md" component="h3">
              {product.name}
            </Typography>
            <Typography level="body-sm">
              {priceLabel(product.amount)} · {product.file ? `файл ${product.file.name}.${product.file.type}` : 'файл не загружен'}
            </Typography>
            <Typography level="body-sm">
              Продано: {product.sold} · Скачиваний: {product.downloads}
            </Typography>
          </CardContent>
          <CardActions sx={{ p: 0 }}>
            <Button variant="outlined" size="sm" onClick={() => onEdit(product)} aria-label={`Изменить: ${product.name}`}>
              Изменить
            </Button>
            {product.id === 1 ? null : (
              <Button variant="plain" color="danger" size="sm" onClick={() => onWithdraw(product)} aria-label={`Снять с продажи: ${product.name}`}>
                Снять с продажи
              </Button>
            )}
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
