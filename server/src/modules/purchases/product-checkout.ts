import { randomUUID } from 'node:crypto';
import { DomainError, type RequestMetadata } from '../../eventstore/decider';
import type { CheckoutResult } from './consultation-checkout';
import type { GuestCheckoutLimiter } from './guest-checkout-limits';
import type { PaymentProcess } from './payment-process';
import { admitBuyer, withConsent, type BuyerOrder } from './purchase-buyer';
import type { RepeatPurchaseCheck } from './repeat-purchase';
import type { PaymentConsentCheck } from './request-payment';
import type { PurchasePorts } from './ports';

/** Sells a digital product (`createProductCheckout`). */
export type ProductCheckout = ReturnType<typeof createProductCheckout>;

export type ProductOrder = BuyerOrder & {
  typeId: number;
  /** A promo code the buyer typed; its use is reserved for the purchase, or the purchase refused. */
  promoCode?: string;
};

/**
 * Sells a digital product to a client or a guest. The price comes from the catalogue; a guest
 * gives an address and the personal-data consent, recorded with the purchase. A free product is
 * delivered at once; a paid one waits for the payment.
 */
export function createProductCheckout(
  ports: Pick<PurchasePorts, 'catalog' | 'taxProfile'>,
  /** Begins the purchase: reserves the code's use, records it, asks for the payment (or delivers a free product at once). */
  paymentProcess: Pick<PaymentProcess, 'begin'>,
  /** Her consent to the payment service, asked before the first append. */
  checkPaymentConsent: PaymentConsentCheck,
  guestCheckouts: GuestCheckoutLimiter,
  checkRepeat: RepeatPurchaseCheck,
) {
  return async function checkout(order: ProductOrder, metadata: RequestMetadata): Promise<CheckoutResult> {
    const product = await ports.catalog.productType(order.typeId);
    if (!product) throw new DomainError('not_found', 'Такого продукта нет.');
    // Each purchase mails the address (the free guide at once): a guest cannot do it without end.
    const buyer = await admitBuyer(guestCheckouts, order, 'Укажите электронную почту: на неё придёт ссылка для скачивания.');
    const { email } = buyer.buyer;
    // The free guide may be taken again (a new letter with the link); a paid product is paid once.
    if (product.priceKopecks > 0 && (await checkRepeat(product.id, { user: order.user, email })) === 'mailed') {
      return { free: true, purchaseId: null, confirmationToken: null, amountRoubles: product.priceKopecks / 100 };
    }
    // A paid product needs her consent to the payment service, asked before anything is started.
    const consented = await checkPaymentConsent({ user: order.user, ticked: order.paymentConsent, priceKopecks: product.priceKopecks }, metadata);
    // Everything read from the read models is read before the first append: no step after it waits for them.
    const tax = await ports.taxProfile({ kind: 'product', typeId: product.id });
    const purchaseId = randomUUID();
    // A free product (or one a promo code made free) is complete as it begins, and the payment process delivers it at once.
    const begun = await paymentProcess.begin(
      {
        purchaseId,
        item: { kind: 'product', typeId: product.id },
        description: product.name,
        ...withConsent(buyer, consented),
        listPriceKopecks: product.priceKopecks,
        ...(order.promoCode
          ? { promoCode: { code: order.promoCode, item: { kind: 'product', typeId: product.id, priceKopecks: product.priceKopecks }, asker: { clientIp: order.guest.clientIp, customer: buyer.buyer } } }
          : {}),
        receiptBasis: { tax, itemName: product.name },
      },
      metadata,
    );
    if (begun.confirmationToken === null) return { free: true, purchaseId, confirmationToken: null, amountRoubles: 0 };
    return { free: false, purchaseId, confirmationToken: begun.confirmationToken, amountRoubles: begun.amountKopecks / 100 };
  };
}
