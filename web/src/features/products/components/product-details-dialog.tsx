import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ProductType } from '../../../api/generated/model';
import { AppModal } from '../../../components/modal/app-modal';
import { priceLabel } from '../../../lib/money';

export type ProductDetailsDialogProps = {
  product: ProductType;
  onClose: () => void;
  /** Shows «Купить» beside «Закрыть». */
  onBuy?: () => void;
};

/** «Подробнее»: the product's name and its HTML description (spec 2.6 item 5). */
export function ProductDetailsDialog({ product, onClose, onBuy }: ProductDetailsDialogProps) {
  return (
    <AppModal
      open
      maxWidth={640}
      title={product.name}
      onClose={onClose}
      closeOnly={!onBuy}
      onSave={onBuy}
      saveLabel="Купить"
      cancelLabel="Закрыть"
    >
      <Stack spacing={2}>
        <Box
          sx={{
            typography: 'body-md',
            color: 'text.secondary',
            '& > :first-child': { mt: 0 },
            '& > :last-child': { mb: 0 },
            '& p': { my: 1 },
            '& ul, & ol': { my: 1, pl: 3 },
            '& li': { mb: 0.5 },
          }}
          // The only raw HTML of the products feature: the server sanitises a description when the
          // coach saves it (contract: «Sanitised HTML»), so it is rendered as given. A Box, not a
          // Typography: Typography always passes children (its decorator slots), which React forbids here.
          dangerouslySetInnerHTML={{ __html: product.description }}
        />
        <Typography level="title-lg">{priceLabel(product.amount)}</Typography>
      </Stack>
    </AppModal>
  );
}
