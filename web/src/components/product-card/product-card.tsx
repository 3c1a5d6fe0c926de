import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import type { ProductType } from '../../api/generated/model';
import { CatalogIcon } from '../icons/catalog-icon';
import { priceLabel } from '../../lib/money';

export type ProductCardProps = { product: ProductType; onDetails: () => void; onBuy: () => void };

/** A product on sale: icon, name, «Подробнее», price and «Купить» (spec 2.6 item 5, 2.7). */
export function ProductCard({ product, onDetails, onBuy }: ProductCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', bgcolor: 'background.surface' }}>
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.softBg',
          color: 'primary.softColor',
        }}
      >
        <CatalogIcon name={product.icon} />
      </Box>
      <CardContent>
        <Typography level="title-lg" component="h3">
          {product.name}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, pt: 0 }}>
        <Typography level="title-lg" sx={{ mr: 'auto' }}>
          {priceLabel(product.amount)}
        </Typography>
        <Button variant="plain" onClick={onDetails} aria-label={`Подробнее: ${product.name}`}>
          Подробнее
        </Button>
        <Button onClick={onBuy} aria-label={`Купить: ${product.name}`}>
          Купить
        </Button>
      </CardActions>
    </Card>
  );
}
