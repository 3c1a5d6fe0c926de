import type { StartedPurchase } from './started-purchase';
import { SandboxCheckout } from './sandbox-checkout';
import { YookassaCheckout } from './yookassa-checkout';

export type CheckoutProps = {
  /** The purchase to pay; nothing is shown while null. */
  purchase: StartedPurchase | null;
  /** The buyer left the checkout without paying (or it could not open). */
  onClose: () => void;
};

/** Opens the checkout of the provider the server chose for this purchase. */
export function Checkout({ purchase, onClose }: CheckoutProps) {
  if (!purchase) return null;
  return purchase.provider === 'sandbox' ? (
    <SandboxCheckout key={purchase.id} purchase={purchase} onClose={onClose} />
  ) : (
    <YookassaCheckout key={purchase.id} purchase={purchase} onClose={onClose} />
  );
}
