import { useState } from 'react';
import type { ProductType } from '../../../api/generated/model';
import { useUser } from '../../auth/stores/auth-store';
import { Checkout } from '../../payments/components/checkout';
import { startedPurchase, type StartedPurchase } from '../../payments/utils/started-purchase';
import { useBuyProduct } from '../api/product-queries';
import { ProductPurchaseDialog } from './product-purchase-dialog';

/**
 * The purchase flow of a product (spec 4): the dialog, then for a paid product the checkout with
 * return address /buy-success/{id}; a free one closes (the server's message is shown as an alert).
 */
export function BuyProduct({ product, onDone }: { product: ProductType; onDone: () => void }) {
  const user = useUser();
  const buy = useBuyProduct();
  const [checkout, setCheckout] = useState<StartedPurchase | null>(null);

  if (checkout) return <Checkout purchase={checkout} onClose={onDone} />;
  return (
    <ProductPurchaseDialog
      product={product}
      guest={!user}
      submitting={buy.isPending}
      onClose={onDone}
      onSubmit={(guestForm) =>
        buy.mutate(
          {
            data: {
              product: 'product',
              type: product.id,
              amount: product.amount,
              ...(guestForm ? { email: guestForm.email.trim(), agreement: guestForm.agreement, notification: guestForm.notification } : {}),
            },
          },
          {
            onSuccess: (response) => {
              const started = response.status === 200 ? startedPurchase(response.data, product.amount) : null;
              if (started) setCheckout(started);
              else onDone();
            },
          },
        )
      }
    />
  );
}
