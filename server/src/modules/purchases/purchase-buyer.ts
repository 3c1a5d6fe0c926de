import { DomainError } from '../../eventstore/decider';
import { advertisingConsentDocument, personalDataConsentDocument } from '../users/consent-documents';
import { isWellFormedEmail, normalizeEmail } from '../users/users';
import type { GuestCheckoutLimiter } from './guest-checkout-limits';
import type { StartPurchase } from './purchase-decider';
import { purchaseDocuments, type PurchaseDocument } from './purchase-documents';

/** Who orders: the signed-in client, or a guest with her address and the boxes she ticked. */
export type BuyerOrder = {
  /** The signed-in client, or undefined for a guest. */
  user: { id: string; email: string } | undefined;
  /** `clientIp`: where the request came from, for the guest purchase limits (and a promo code's, a client's too). */
  guest: { email?: string; agreement?: boolean; notification?: boolean; clientIp: string };
  /** The box «Даю согласие на передачу данных ЮKassa для оплаты», ticked now (`consents/consent-at-use.ts`). */
  paymentConsent?: boolean;
};

/** What a purchase records of its buyer: who she is, the documents she was shown, and a guest's consents. */
export type AdmittedBuyer = Pick<StartPurchase['data'], 'buyer' | 'documents' | 'guestConsents'>;

/** A signed-in client as her purchase records her, with the documents a client is shown. */
export const admittedClient = (user: { id: string; email: string }): AdmittedBuyer => ({ buyer: { userId: user.id, email: user.email }, documents: purchaseDocuments({ kind: 'client' }) });

/**
 * The buyer of a product or a gift certificate (a guest may buy both): a client as she signed in; a
 * guest by the address she gave (`noAddress` says what it is for when missing), with the
 * personal-data consent, within the guest purchase limits, since each purchase mails the address.
 */
export async function admitBuyer(guestCheckouts: GuestCheckoutLimiter, order: BuyerOrder, noAddress: string): Promise<AdmittedBuyer> {
  if (order.user) return admittedClient(order.user);
  if (!order.guest.email) throw new DomainError('invalid', noAddress);
  const email = normalizeEmail(order.guest.email);
  if (!isWellFormedEmail(email)) throw new DomainError('invalid', 'Введите корректный емаил');
  if (!order.guest.agreement) throw new DomainError('invalid', 'Нужно согласие на обработку персональных данных.');
  await guestCheckouts.admit({ email, clientIp: order.guest.clientIp });
  const advertising = Boolean(order.guest.notification);
  return {
    buyer: { userId: null, email },
    documents: purchaseDocuments({ kind: 'guest', advertising }),
    guestConsents: { personalData: personalDataConsentDocument, advertising: advertising ? advertisingConsentDocument : null },
  };
}

/** The buyer as her order carries her: the payment consent given now (`consents/consent-at-use.ts`) joins the documents she was shown. */
export const withConsent = (admitted: AdmittedBuyer, consented: PurchaseDocument[]): AdmittedBuyer => ({ ...admitted, documents: [...admitted.documents, ...consented] });
