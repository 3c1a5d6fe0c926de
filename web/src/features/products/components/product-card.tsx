import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { ProductType } from '../../../api/generated/model';
import { AppModal } from '../../../components/modal/app-modal';
import { priceLabel } from '../../../lib/money';

/** A product on sale: name, «Подробнее» with its description, price and «Купить» (spec 2.6, 2.7). */
export function ProductCard({ product, onBuy }: { product: ProductType; onBuy: () => void }) {
  const [details, setDetails] = useState(false);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography level="title-lg" component="h3">
          {product.name}
        </Typography>
        <Typography level="title-md" color="primary">
          {priceLabel(product.amount)}
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="plain" onClick={() => setDetails(true)} aria-label={`Подробнее: ${product.name}`}>
          Подробнее
        </Button>
        <Button onClick={onBuy} aria-label={`Купить: ${product.name}`}>
          Купить
        </Button>
      </CardActions>
      {details && (
        <AppModal open closeOnly cancelLabel="Закрыть" title={product.name} onClose={() => setDetails(false)}>
          {/* The description is HTML sanitised by the server when the coach saved it. */}
          {/* Joy's Typography cannot take raw HTML (React error #60), so a Box holds it. */}
          <Box sx={{ typography: 'body-md' }} dangerouslySetInnerHTML={{ __html: product.description }} />
        </AppModal>
      )}
    </Card>
  );
}
