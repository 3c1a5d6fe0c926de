import Button, { type ButtonProps } from '@mui/joy/Button';
import { useState } from 'react';
import { DownloadIcon } from '../../../components/icons/icons';
import { useProductTypes } from '../api/get-product-types';
import { FREE_PRODUCT_TYPE_ID, freeGuideFallback } from '../utils/free-product';
import { LazyBuyProduct } from './lazy-buy-product';

/**
 * «Скачать бесплатно PDF…»: opens the purchase dialog of the free guide, type 1 (spec 2.6 item 2).
 * It works before the catalogue answers: the server prices the purchase, so the fallback suffices.
 */
export function FreeGuideButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const types = useProductTypes();
  const [open, setOpen] = useState(false);
  const guide = types.data?.find((type) => type.id === FREE_PRODUCT_TYPE_ID) ?? freeGuideFallback;
  return (
    <>
      <Button startDecorator={<DownloadIcon />} sx={{ whiteSpace: 'normal', textAlign: 'start' }} {...props} onClick={() => setOpen(true)}>
        Скачать бесплатно PDF{'\u00a0'}«5{'\u00a0'}шагов к поиску своего призвания»
      </Button>
      {open && <LazyBuyProduct product={guide} onDone={() => setOpen(false)} />}
    </>
  );
}
