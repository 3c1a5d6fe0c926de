import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { SandboxProvider } from '../../adapters/payments/sandbox-provider';
import { senderCheck } from '../../adapters/payments/sender-networks';
import type { AnyJobDefinition } from '../../adapters/queue/job-queue';
import type { HandlerGroup } from '../../http/handler-types';
import { purchaseConfirmationMailJob } from './jobs/purchase-confirmation-mail';
import { purchaseHoldExpiryJob } from './jobs/purchase-hold-expiry';
import { ownedProductMailJob } from './jobs/owned-product-mail';
import { paymentReceiptJob } from './jobs/payment-receipt';
import { refundMailJob as createRefundMailJob } from './jobs/refund-mail';
import { createPurchaseReceipts } from './purchase-receipts';
import type { PurchasedProducts } from '../products/purchased-products';
import type { Consultations } from '../consultations/consultations';
import type { ScheduleStore } from '../consultations/schedule-store';
import type { BusyTimes } from '../consultations/busy-times';
import type { Catalog } from '../catalog/catalog';
import { createConsultationCheckout } from './consultation-checkout';
import { purchaseHandlers, type PurchaseOperation } from './handlers';
import { createPaidPurchaseDetails } from './paid-purchase-details';
import { createRefundedPurchaseDetails } from './refunded-purchase-details';
import { createProductCheckout } from './product-checkout';
import { createGuestCheckoutLimiter, type GuestCheckoutLimits } from './guest-checkout-limits';
import { createRepeatPurchaseCheck } from './repeat-purchase';
import { createPurchaseStore } from './purchase-store';
import { createPaymentProcess, followReceipt, type PaymentProcessDeps } from './payment-process';
import { paymentDeadlines } from './payment-deadline';
import { receiptSweepJob, scheduleReceiptSweep } from './jobs/receipt-sweep';
import type { TaxedItem, TaxProfile } from './fiscal-receipts';
import { createSessionSettlements, type SessionSettlements } from './session-settlements';
import { createPromoCodes } from '../promo-codes/promo-codes';
import { promoCodeHandlers, type PromoCodeOperation } from '../promo-codes/handlers';
import { createPromoGuessLimiter } from '../promo-codes/promo-check-limits';
import { createGiftCertificatesModule } from '../gift-certificates/module';
import type { ConsentAtUse } from '../consents/consent-at-use';
import type { PaymentConsentCheck } from './request-payment';
import type { GiftCertificateOperation } from '../gift-certificates/handlers';
import type { Infra } from '../../infra';

export type PurchasePorts = {
  consultations: Consultations;
  schedules: ScheduleStore;
  busyTimes: BusyTimes;
  catalog: Catalog;
  provider: PaymentProvider;
  sandbox: SandboxProvider | undefined;
  /** The client's link to a session's room, for her confirmation mail (`modules/rooms`). */
  clientMeetingLink: (consultationId: number) => Promise<string | null>;
  /** Replaces every purchase's deadline (`payment-deadline.ts`): a test's shorter wait. */
  holdMinutes?: number;
  purchased: PurchasedProducts;
  addressesOf: (userId: string) => Promise<string[]>;
  /** Where YooKassa's notifications may come from (addresses and CIDR networks). */
  notificationNetworks: readonly string[];
  guestCheckoutLimits: GuestCheckoutLimits;
  /** The coach's tax status as «Практика» has it now, which a new payment's receipts follow. */
  /** The tax rules of a sale of this item as «Практика» has them now. */
  taxProfile: (item: TaxedItem) => Promise<TaxProfile>;
  /** The months a gift certificate paid now is valid, as «Практика» has it now. */
  giftCertificateValidityMonths: () => Promise<number>;
  /** What follows a fulfilled purchase elsewhere (the welcome series starts or ends). */
  purchaseFulfilled?: PaymentProcessDeps['purchaseFulfilled'];
  /** Her consents asked at use (`modules/consents`): the payment service's for a paid purchase, the video rooms' for a booking. */
  consentAtUse: ConsentAtUse;
};

/** Checkout, the payment process and their jobs, wired together. */
export function createPurchaseModule(infra: Pick<Infra, 'appSecret' | 'db' | 'jobs' | 'logger' | 'mailerFor' | 'now' | 'organizer' | 'publicUrl' | 'store' | 'coach'>, ports: PurchasePorts): {
  /** Buying, the promo codes it takes («Промокоды» and the checkout's price check) and the gift certificates it sells. */
  handlers: HandlerGroup<PurchaseOperation | PromoCodeOperation | GiftCertificateOperation>;
  jobs: AnyJobDefinition[];
  sessionSettlements: SessionSettlements;
  /** Roubles left on the client's amount gift certificates (what pays her next bookings). */
  giftBalanceKopecks: (userId: string) => Promise<number>;
  /** Starts the quarter-hourly sweep that follows receipts nobody follows (after a crash). */
  startReceiptSweep: () => Promise<void>;
} {
  const deps = {
    db: infra.db, store: infra.store, jobs: infra.jobs, appSecret: infra.appSecret, publicUrl: infra.publicUrl, now: infra.now, logger: infra.logger,
    // The coach the purchase mails name, and a session's organizer, from the practice's current details.
    mailCoach: infra.coach, organizer: infra.organizer, mailer: infra.mailerFor('purchase-confirmation-mail'),
    ...ports,
  };
  const purchases = createPurchaseStore(deps.store);
  const loadPaidPurchase = createPaidPurchaseDetails(deps);
  const confirmationMailJob = purchaseConfirmationMailJob({ mailer: deps.mailer, publicUrl: deps.publicUrl, coach: deps.mailCoach, organizer: deps.organizer, loadPaidPurchase });
  const refundMailJob = createRefundMailJob({ mailer: deps.mailer, publicUrl: deps.publicUrl, coach: deps.mailCoach, loadRefundedPurchase: createRefundedPurchaseDetails(deps) });
  const ownedMailJob = ownedProductMailJob({ mailer: deps.mailer, publicUrl: deps.publicUrl, coach: deps.mailCoach, loadPaidPurchase });
  const receiptJob = paymentReceiptJob({
    receipts: createPurchaseReceipts({ purchases, provider: deps.provider, now: deps.now }),
    actor: deps.provider.kind === 'yookassa' ? 'yookassa' : 'system',
    logger: deps.logger,
  });
  const promoCodes = createPromoCodes({ ...deps, guesses: createPromoGuessLimiter(deps.db, deps.logger) });
  const gifts = createGiftCertificatesModule({
    ...deps,
    coach: deps.mailCoach,
    validityMonths: deps.giftCertificateValidityMonths,
    grantCredits: (userId, purchaseId, count, metadata) => deps.consultations.grantCredits(userId, purchaseId, count, undefined, metadata),
  });
  // The expiry job runs the process that queues it: it reaches the process only when it runs.
  const holdExpiryJob = purchaseHoldExpiryJob({ paymentProcess: { expire: (purchaseId, metadata) => paymentProcess.expire(purchaseId, metadata) } });
  const paymentDeadline = paymentDeadlines(deps.holdMinutes);
  const paymentProcess = createPaymentProcess({ ...deps, purchases, confirmationMailJob, receiptJob, refundMailJob, holdExpiryJob, paymentDeadline, promoCodes, giftCertificates: gifts.certificates });
  const checkPaymentConsent: PaymentConsentCheck = (request, metadata) =>
    deps.consentAtUse('payment_provider', { user: request.user, ticked: request.ticked, needed: request.priceKopecks > 0 }, metadata);
  const sweepJob = receiptSweepJob({
    pendingReceipts: async () =>
      (await deps.db.query<{ purchase_id: string; receipt_id: string; attempt: number }>(`SELECT purchase_id, receipt_id, attempt FROM purchase_receipts WHERE status = 'pending'`)).rows.map(
        (row) => ({ purchaseId: row.purchase_id, receiptId: row.receipt_id, attempt: row.attempt }),
      ),
    follow: (receipt) => followReceipt({ jobs: deps.jobs, receiptJob }, receipt),
    jobs: deps.jobs,
    logger: deps.logger,
  });
  const checkoutConsultation = createConsultationCheckout({ ...deps, paymentProcess, checkPaymentConsent, giftCertificates: gifts.certificates });
  const guestCheckouts = createGuestCheckoutLimiter(deps.db, deps.guestCheckoutLimits, deps.now);
  const checkoutProduct = createProductCheckout({
    ...deps,
    paymentProcess,
    checkPaymentConsent,
    guestCheckouts,
    checkRepeat: createRepeatPurchaseCheck({ ...deps, ownedProductMailJob: ownedMailJob }),
  });
  return {
    handlers: {
      ...promoCodeHandlers({ promoCodes, catalog: deps.catalog }),
      ...purchaseHandlers({
      checkoutConsultation,
      checkoutProduct,
      providerKind: deps.provider.kind,
      paymentProcess,
      purchases,
      sandbox: deps.sandbox,
      findPurchaseIdByPayment: async (paymentId) => {
        const { rows } = await deps.db.query<{ id: string }>(`SELECT id FROM purchases WHERE payment_id = $1`, [paymentId]);
        return rows[0]?.id;
      },
      isYookassaSender: senderCheck(deps.notificationNetworks),
      appSecret: deps.appSecret,
      giftDeliveryDay: (certificateId) => gifts.certificates.deliveryDay(certificateId),
      logger: deps.logger,
    }),
      ...gifts.handlers({ ...deps, paymentProcess, checkPaymentConsent, guestCheckouts, providerKind: deps.provider.kind }),
    },
    jobs: [confirmationMailJob, holdExpiryJob, ownedMailJob, receiptJob, refundMailJob, sweepJob, gifts.mailJob],
    sessionSettlements: createSessionSettlements({ purchases, payingPurchase: (consultationId) => deps.consultations.payingPurchase(consultationId), paymentProcess }),
    giftBalanceKopecks: async (userId) => (await gifts.certificates.spendable(userId)).reduce((sum, certificate) => sum + certificate.balanceKopecks, 0),
    startReceiptSweep: () => scheduleReceiptSweep(deps.jobs, sweepJob, deps.now()),
  };
}
