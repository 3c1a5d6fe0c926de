import type { RequestMetadata } from '../../eventstore/decider';
import type { Catalog } from '../catalog/catalog';
import type { TaxedItem, TaxProfile } from '../purchases/fiscal-receipts';
import type { GuestCheckoutLimiter } from '../purchases/guest-checkout-limits';
import type { PaymentProcess } from '../purchases/payment-process';
import type { PaymentConsentCheck } from '../purchases/request-payment';

/**
 * What the gift certificates ask of other modules (`createGiftCertificatesModule` takes it, from
 * `purchases/module.ts`): one named port each. Its own file, so the service and the checkout take a
 * `Pick` of it without importing `module.ts`, which imports them.
 */
export type GiftCertificatesPorts = {
  /** Grants a redeemed certificate's sessions as credits named by its purchase (`Consultations.grantCredits`). */
  grantCredits: (userId: string, purchaseId: string, count: number, metadata: RequestMetadata) => Promise<unknown>;
  /** The months a certificate issued now is valid: the coach's setting as it stands («Практика»). */
  validityMonths: () => Promise<number>;
  catalog: Catalog;
  /** The tax rules of a certificate's sale as «Практика» has them now, which its payment's receipts follow. */
  taxProfile: (item: TaxedItem) => Promise<TaxProfile>;
  /** Begins the certificate's purchase: records it and asks for the payment. */
  paymentProcess: Pick<PaymentProcess, 'begin'>;
  /** Her consent to the payment service, asked before the first append. */
  checkPaymentConsent: PaymentConsentCheck;
  guestCheckouts: GuestCheckoutLimiter;
  providerKind: 'yookassa' | 'sandbox';
};
