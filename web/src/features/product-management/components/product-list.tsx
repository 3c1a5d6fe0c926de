import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import type { Product } from '../../../api/generated/model';
import { CatalogIcon } from '../../../components/icons/catalog-icon';
import { priceLabel } from '../../../lib/money';

export type ProductListProps = {
  products: readonly Product[];
  onEdit: (product: Product) => void;
  onWithdraw: (product: Product) => void;
  onRestore: (product: Product) => void;
  /** The withdrawn product being put back on sale. */
  restoringId?: number;
};

/** The products on sale, one card each, with what the coach needs at a glance: price, file, sales, downloads. */
export function ProductList({ products, onEdit, onWithdraw, onRestore, restoringId }: ProductListProps) {
  const onSale = products.filter((product) => product.on_sale);
  const withdrawn = products.filter((product) => !product.on_sale);
  return (
    <Stack spacing={2}>
      {onSale.length === 0 ? (
        <Typography level="body-md">Продуктов пока нет. Добавьте первый — он появится на главной странице.</Typography>
      ) : (
        <ProductCards label="Продукты" products={onSale}>
          {(product) => (
            <>
              <Button variant="outlined" size="sm" onClick={() => onEdit(product)} aria-label={`Изменить: ${product.name}`}>
                Изменить
              </Button>
              {product.id === 1 ? null : (
                <Button variant="plain" color="danger" size="sm" onClick={() => onWithdraw(product)} aria-label={`Снять с продажи: ${product.name}`}>
                  Снять с продажи
                </Button>
              )}
            </>
          )}
        </ProductCards>
      )}
      {withdrawn.length > 0 ? (
        <Stack spacing={1}>
          <Typography level="title-md" component="h3">
            Снятые с продажи
          </Typography>
          <Typography level="body-sm">Их нет на главной странице; купившие скачивают их и дальше.</Typography>
          <ProductCards label="Снятые с продажи" products={withdrawn} variant="soft">
            {(product) => (
              <Button
                variant="outlined"
                size="sm"
                loading={restoringId === product.id}
                onClick={() => onRestore(product)}
                aria-label={`Вернуть в продажу: ${product.name}`}
              >
                Вернуть в продажу
              </Button>
            )}
          </ProductCards>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** One card per product with its price, file, sales and downloads, and the actions given for it. */
function ProductCards({
  label,
  products,
  variant = 'outlined',
  children,
}: {
  label: string;
  products: readonly Product[];
  /** Withdrawn products are set apart as soft cards. */
  variant?: 'outlined' | 'soft';
  children: (product: Product) => ReactNode;
}) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((product) => (
        <Card component="li" key={product.id} variant={variant} orientation="horizontal" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
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
          <CardActions sx={{ p: 0 }}>{children(product)}</CardActions>
        </Card>
      ))}
    </Stack>
  );
}
