import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { completeSandboxCheckout, confirmPurchase, useCompleteSandboxCheckout } from '../../api/generated/hooks';
import { paths } from '../../config/paths';
import { withoutErrorAlert } from '../../lib/api-client';
import { showAlert } from '../alert/alert-store';
import type { StartedPurchase } from './started-purchase';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

export type SandboxCheckoutProps = { purchase: StartedPurchase; onClose: () => void };

/**
 * «Оплатить» completes the test payment and goes to the return address, as YooKassa would;
 * «Отклонить оплату» (or closing the window) declines it, says so and closes.
 */
export function SandboxCheckout({ purchase, onClose }: SandboxCheckoutProps) {
  const navigate = useNavigate();
  const pay = useCompleteSandboxCheckout({
    mutation: { onSuccess: () => navigate(paths.buySuccess(purchase.id)) },
  });
  const decline = useMutation({
    mutationFn: async () => {
      // A declined payment answers `result: false`, which the global alert would call a failure.
      await completeSandboxCheckout(purchase.confirmationToken, { outcome: 'canceled' }, withoutErrorAlert);
      // YooKassa would now notify the server; the sandbox does not, so ask the server to settle the
      // purchase itself, which releases the held time at once instead of when the hold expires.
      await confirmPurchase({ id: purchase.id }, withoutErrorAlert);
    },
    // Closing the window is an answer too: the alert says the payment was declined and nothing was charged.
    onSuccess: () => showAlert(200, 'Тестовая оплата отклонена: деньги не списаны, покупка отменена.'),
    onError: () => showAlert(502, 'Не удалось отклонить тестовую оплату: она отменится сама, когда истечёт время на оплату.'),
    onSettled: onClose,
  });

  return (
    <SandboxCheckoutDialog
      open
      amount={purchase.amount}
      paying={pay.isPending}
      declining={decline.isPending}
      onPay={() => pay.mutate({ confirmationToken: purchase.confirmationToken, data: { outcome: 'succeeded' } })}
      onDecline={() => decline.mutate()}
    />
  );
}
