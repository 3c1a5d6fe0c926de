import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ProductType } from '../../../api/generated/model';
import { ProductCard } from '../../../components/product-card/product-card';

const inert = () => undefined;

/** The card exactly as the landing shows it (its own component), not clickable here. */
export function ProductPreview({ product }: { product: ProductType }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" level="body-xs" sx={{ mb: 0.5 }}>
        Так карточку увидят на главной странице
      </Typography>
      <Box inert sx={{ maxWidth: 340 }}>
        <ProductCard product={product} onDetails={inert} onBuy={inert} />
      </Box>
    </Box>
  );
}
