import Button from '@mui/joy/Button';
import { useState } from 'react';
import { useProductTypes } from '../api/product-queries';
import { FREE_PRODUCT_TYPE_ID } from '../utils/guest-purchase-form';
import { LazyBuyProduct as BuyProduct } from './lazy-buy-product';

/** The hero's «Скачать бесплатно PDF…» button: opens the purchase dialog of the free guide (spec 2.6). */
export function FreeGuideButton() {
  const types = useProductTypes();
  const [open, setOpen] = useState(false);
  const guide = types.data?.find((type) => type.id === FREE_PRODUCT_TYPE_ID);
  return (
    <>
      <Button size="lg" variant="outlined" disabled={!guide} onClick={() => setOpen(true)}>
        Скачать бесплатно PDF «5 шагов к поиску своего призвания»
      </Button>
      {open && guide && <BuyProduct product={guide} onDone={() => setOpen(false)} />}
    </>
  );
}
