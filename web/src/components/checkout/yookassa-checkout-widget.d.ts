/**
 * The global of YooKassa's checkout widget script
 * (https://yookassa.ru/developers/payment-acceptance/integration-scenarios/widget/reference).
 */
declare global {
  interface YooMoneyCheckoutWidgetOptions {
    /** The payment's confirmation token, from the server. */
    confirmation_token: string;
    /** Absolute address the widget sends the buyer to when the payment is finished. */
    return_url?: string;
    customization?: {
      /** true: the form opens in the widget's own pop-up instead of a container on the page. */
      modal?: boolean;
      colors?: Record<string, string>;
      payment_methods?: string[];
    };
    /** Initialisation errors (e.g. an expired token); required by the widget. */
    error_callback: (error: unknown) => void;
  }

  interface YooMoneyCheckoutWidget {
    /** Shows the form; in modal mode no container id is needed. */
    render(containerId?: string): Promise<void>;
    destroy(): void;
    on(event: 'modal_close' | 'complete' | 'success' | 'fail', callback: () => void): void;
  }

  interface Window {
    YooMoneyCheckoutWidget?: new (options: YooMoneyCheckoutWidgetOptions) => YooMoneyCheckoutWidget;
  }
}

export {};
