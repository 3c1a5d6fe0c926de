import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { SandboxProvider } from '../../adapters/payments/sandbox-provider';
import type { RequestMetadata } from '../../eventstore/decider';
import type { PurchasedProducts } from '../products/purchased-products';
import type { Consultations } from '../consultations/consultations';
import type { ScheduleStore } from '../consultations/schedule-store';
import type { BusyTimes } from '../consultations/busy-times';
import type { Catalog } from '../catalog/catalog';
import type { ConsentAtUse } from '../consents/consent-at-use';
import type { GuestCheckoutLimits } from './guest-checkout-limits';
import type { TaxedItem, TaxProfile } from './fiscal-receipts';
import type { StartedPurchase } from './purchase-decider';

/**
 * What the purchases ask of other modules (`createPurchaseModule` takes it): one named port each.
 * Its own file, so the checkouts, the payment process and the handlers take a `Pick` of it without
 * importing `module.ts`, which imports them.
 */
export type PurchasePorts = {
  consultations: Consultations;
  schedules: ScheduleStore;
  /** The sessions a new one must not overlap, with their lengths and the coach's buffer. */
  busyTimes: BusyTimes;
  catalog: Catalog;
  provider: PaymentProvider;
  /** Present only while the local sandbox provider is active. */
  sandbox: SandboxProvider | undefined;
  /** The client's link to a session's room, for her confirmation mail (`modules/rooms`). */
  clientMeetingLink: (consultationId: number) => Promise<string | null>;
  /** Replaces every purchase's deadline (`payment-deadline.ts`): a test's shorter wait. */
  holdMinutes?: number;
  purchased: PurchasedProducts;
  /** Every address a client has had: what she bought as a guest under one of them is hers. */
  addressesOf: (userId: string) => Promise<string[]>;
  /** Where YooKassa's notifications may come from (addresses and CIDR networks). */
  notificationNetworks: readonly string[];
  guestCheckoutLimits: GuestCheckoutLimits;
  /** The tax rules of a sale of this item as «Практика» has them now, which a new payment's receipts follow. */
  taxProfile: (item: TaxedItem) => Promise<TaxProfile>;
  /** The months a gift certificate paid now is valid, as «Практика» has it now. */
  giftCertificateValidityMonths: () => Promise<number>;
  /** What other modules do once a purchase is fulfilled (the welcome series starts or ends); idempotent, as fulfilling may run again. */
  purchaseFulfilled?: (purchase: StartedPurchase, metadata: RequestMetadata) => Promise<void>;
  /** Her consents asked at use (`modules/consents`): the payment service's for a paid purchase, the video rooms' for a booking. */
  consentAtUse: ConsentAtUse;
};
