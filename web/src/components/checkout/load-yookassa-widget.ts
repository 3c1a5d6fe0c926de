export const YOOKASSA_WIDGET_SRC = 'https://yookassa.ru/checkout-widget/v1/checkout-widget.js';

type WidgetConstructor = NonNullable<Window['YooMoneyCheckoutWidget']>;

let loading: Promise<WidgetConstructor> | undefined;

/**
 * Loads YooKassa's widget script on first use: one <script> per page, shared by every checkout.
 * A failed load is forgotten, so the next checkout tries again.
 */
export function loadYookassaWidget(): Promise<WidgetConstructor> {
  if (window.YooMoneyCheckoutWidget) return Promise.resolve(window.YooMoneyCheckoutWidget);
  loading ??= new Promise<WidgetConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = YOOKASSA_WIDGET_SRC;
    script.async = true;
    const fail = (reason: string) => {
      loading = undefined;
      script.remove();
      reject(new Error(reason));
    };
    script.addEventListener('load', () => {
      if (window.YooMoneyCheckoutWidget) resolve(window.YooMoneyCheckoutWidget);
      else fail('The YooKassa widget script loaded without YooMoneyCheckoutWidget.');
    });
    script.addEventListener('error', () => fail(`Could not load ${YOOKASSA_WIDGET_SRC}.`));
    document.head.append(script);
  });
  return loading;
}
