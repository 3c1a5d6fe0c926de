import { useEffect, useEffectEvent, useState } from 'react';
import { showAlert } from '../alert/alert-store';
import { LoadingDialog } from '../loading-dialog/loading-dialog';
import { paths } from '../../config/paths';
import { loadYookassaWidget } from './load-yookassa-widget';
import type { StartedPurchase } from './started-purchase';

export type YookassaCheckoutProps = { purchase: StartedPurchase; onClose: () => void };

/**
 * YooKassa's widget in its own pop-up (spec 4, 7): confirmation token, return address
 * /buy-success/{id} (absolute, as the widget requires) and `customization.modal`. Widget errors are
 * only logged (spec 8). Closing the pop-up hands control back through `onClose`.
 */
export function YookassaCheckout({ purchase, onClose }: YookassaCheckoutProps) {
  const [loading, setLoading] = useState(true);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    let active = true;
    let widget: YooMoneyCheckoutWidget | undefined;
    loadYookassaWidget().then(
      (Widget) => {
        if (!active) return;
        setLoading(false);
        widget = new Widget({
          confirmation_token: purchase.confirmationToken,
          return_url: new URL(paths.buySuccess(purchase.id), window.location.origin).href,
          customization: { modal: true },
          error_callback(error) {
            console.error(error);
          },
        });
        widget.on('modal_close', () => {
          widget?.destroy();
          widget = undefined;
          close();
        });
        widget.render().catch((error: unknown) => console.error(error));
      },
      (error: unknown) => {
        console.error(error);
        if (!active) return;
        // Not the widget's own error: without the script there is no form to show at all.
        showAlert(502, 'Не удалось открыть платёжную форму. Проверьте соединение и попробуйте ещё раз.');
        close();
      },
    );
    return () => {
      active = false;
      widget?.destroy();
    };
  }, [purchase]);

  return <LoadingDialog open={loading} text="Открываем платёжную форму..." />;
}
