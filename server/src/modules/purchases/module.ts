import { purchaseConfirmationMailJob } from './jobs/purchase-confirmation-mail';
import { purchaseHoldExpiryJob } from './jobs/purchase-hold-expiry';
import { ownedProductMailJob } from './jobs/owned-product-mail';
import { paymentReceiptJob } from './jobs/payment-receipt';
import { refundMailJob as createRefundMailJob } from './jobs/refund-mail';
import { createPurchaseReceipts } from './purchase-receipts';
import { createConsultationCheckout } from './consultation-checkout';
import { purchaseHandlers } from './handlers';
import { createPaidPurchaseDetails } from './paid-purchase-details';
import { createRefundedPurchaseDetails } from './refunded-purchase-details';
import { createProductCheckout } from './product-checkout';
import { createGuestCheckoutLimiter } from './guest-checkout-limits';
import { createRepeatPurchaseCheck } from './repeat-purchase';
import { createPurchaseStore } from './purchase-store';
import { createPaymentProcess, followReceipt } from './payment-process';
import { paymentDeadlines } from './payment-deadline';
import { receiptSweepJob, scheduleReceiptSweep } from './jobs/receipt-sweep';
import { createSessionSettlements } from './session-settlements';
import { createPromoCodes } from '../promo-codes/promo-codes';
import { promoCodeHandlers } from '../promo-codes/handlers';
import { createPromoGuessLimiter } from '../promo-codes/promo-check-limits';
import { createGiftCertificatesModule } from '../gift-certificates/module';
import type { PaymentConsentCheck } from './request-payment';
import type { Infra } from '../../infra';
import type { PurchasePorts } from './ports';

/** Checkout, the payment process and their jobs, wired together. */
export function createPurchaseModule(infra: Pick<Infra, 'appSecret' | 'db' | 'jobs' | 'logger' | 'mailerFor' | 'now' | 'organizer' | 'publicUrl' | 'store' | 'coach'>, ports: PurchasePorts) {
  const { db, jobs, logger, now } = infra;
  // The purchase mails name the coach, and a session's organizer, from the practice's current details (`infra.coach`, `infra.organizer`).
  const mailer = infra.mailerFor('purchase-confirmation-mail');
  const purchases = createPurchaseStore(infra.store);
  const loadPaidPurchase = createPaidPurchaseDetails({ db, appSecret: infra.appSecret, publicUrl: infra.publicUrl, clientMeetingLink: ports.clientMeetingLink });
  const confirmationMailJob = purchaseConfirmationMailJob({ mailer, publicUrl: infra.publicUrl, coach: infra.coach, organizer: infra.organizer, loadPaidPurchase });
  const refundMailJob = createRefundMailJob({ mailer, publicUrl: infra.publicUrl, coach: infra.coach, loadRefundedPurchase: createRefundedPurchaseDetails({ db }) });
  const ownedMailJob = ownedProductMailJob({ mailer, publicUrl: infra.publicUrl, coach: infra.coach, loadPaidPurchase });
  const receiptJob = paymentReceiptJob({
    receipts: createPurchaseReceipts({ purchases, provider: ports.provider, now }),
    actor: ports.provider.kind === 'yookassa' ? 'yookassa' : 'system',
    logger,
  });
  const promoCodes = createPromoCodes({ store: infra.store, db, appSecret: infra.appSecret, guesses: createPromoGuessLimiter(db, logger) });
  const checkPaymentConsent: PaymentConsentCheck = (request, metadata) =>
    ports.consentAtUse('payment_provider', { user: request.user, ticked: request.ticked, needed: request.priceKopecks > 0 }, metadata);
  const guestCheckouts = createGuestCheckoutLimiter(db, ports.guestCheckoutLimits, now);
  const gifts = createGiftCertificatesModule(infra, {
    grantCredits: (userId, purchaseId, count, metadata) => ports.consultations.grantCredits(userId, purchaseId, count, undefined, metadata),
    validityMonths: ports.giftCertificateValidityMonths,
    catalog: ports.catalog,
    taxProfile: ports.taxProfile,
    // The certificates' checkout begins its purchase in the process that spends and issues them: it reaches the process only when it runs.
    paymentProcess: { begin: (order, metadata) => paymentProcess.begin(order, metadata) },
    checkPaymentConsent,
    guestCheckouts,
    providerKind: ports.provider.kind,
  });
  // The expiry job runs the process that queues it: it reaches the process only when it runs.
  const holdExpiryJob = purchaseHoldExpiryJob({ paymentProcess: { expire: (purchaseId, metadata) => paymentProcess.expire(purchaseId, metadata) } });
  const paymentProcess = createPaymentProcess(
    infra,
    ports,
    purchases,
    { confirmationMail: confirmationMailJob, receipt: receiptJob, refundMail: refundMailJob, holdExpiry: holdExpiryJob },
    paymentDeadlines(ports.holdMinutes),
    promoCodes,
    gifts.certificates,
  );
  const sweepJob = receiptSweepJob({
    pendingReceipts: async () =>
      (await db.query<{ purchase_id: string; receipt_id: string; attempt: number }>(`SELECT purchase_id, receipt_id, attempt FROM purchase_receipts WHERE status = 'pending'`)).rows.map(
        (row) => ({ purchaseId: row.purchase_id, receiptId: row.receipt_id, attempt: row.attempt }),
      ),
    follow: (receipt) => followReceipt(jobs, receiptJob, receipt),
    jobs,
    logger,
  });
  const checkoutConsultation = createConsultationCheckout(ports, paymentProcess, checkPaymentConsent, gifts.certificates);
  const checkRepeat = createRepeatPurchaseCheck(infra, ports, ownedMailJob);
  const checkoutProduct = createProductCheckout(ports, paymentProcess, checkPaymentConsent, guestCheckouts, checkRepeat);
  return {
    /** Buying, the promo codes it takes («Промокоды» and the checkout's price check) and the gift certificates it sells. */
    handlers: {
      ...promoCodeHandlers({ promoCodes, catalog: ports.catalog }),
      ...purchaseHandlers(infra, ports, paymentProcess, purchases, checkoutConsultation, checkoutProduct, gifts.certificates),
      ...gifts.handlers,
    },
    jobs: [confirmationMailJob, holdExpiryJob, ownedMailJob, receiptJob, refundMailJob, sweepJob, gifts.mailJob],
    sessionSettlements: createSessionSettlements({ purchases, payingPurchase: (consultationId) => ports.consultations.payingPurchase(consultationId), paymentProcess }),
    /** Kopecks left at `now` (the request's) on the client's amount gift certificates (what pays her next bookings). */
    giftBalanceKopecks: async (userId: string, now: Date) =>
      (await gifts.certificates.spendable(userId, now)).reduce((sum, certificate) => sum + certificate.balanceKopecks, 0),
    /** Starts the quarter-hourly sweep that follows receipts nobody follows (after a crash). */
    startReceiptSweep: () => scheduleReceiptSweep(jobs, sweepJob, now()),
  };
}
