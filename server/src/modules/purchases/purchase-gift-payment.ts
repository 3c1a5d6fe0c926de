import type { RequestMetadata } from '../../eventstore/decider';
import type { PurchaseGiftPayment } from './events';

/** An amount certificate a client redeemed, with money left: its id and its own purchase. */
/** `balanceKopecks`: what is left on it as the read model has it (what it may pay of a booking). */
export type SpendableCertificate = { certificateId: string; purchaseId: string; balanceKopecks: number };

/**
 * The gift certificates as the purchases see them (`modules/gift-certificates`, wired in
 * `module.ts`): the buyer's amount certificates, which pay part or all of a booking and are given
 * back, and a sold certificate, issued when its purchase is paid and void when it is refunded.
 */
export type GiftCertificatePayments = {
  /** Her amount certificate with money left at `now` that expires first (read from a read model), or undefined. */
  firstSpendable(userId: string, now: Date): Promise<SpendableCertificate | undefined>;
  /** Takes what it can of `priceKopecks` from that certificate (its stream decides); undefined when nothing is left on it. */
  spend(certificate: SpendableCertificate, userId: string, purchaseId: string, priceKopecks: number, metadata: RequestMetadata): Promise<PurchaseGiftPayment | undefined>;
  /** Gives back up to `amountKopecks` of what the purchase took (safe to run again). */
  returnSpending(payment: PurchaseGiftPayment, purchaseId: string, amountKopecks: number, metadata: RequestMetadata): Promise<unknown>;
  /** Issues a sold certificate once its purchase is paid: its code, its expiry, the recipient's mail planned. */
  issue(certificateId: string, metadata: RequestMetadata): Promise<void>;
  /** Voids a sold certificate whose purchase is refunded (a redeemed one refuses). */
  refund(certificateId: string, metadata: RequestMetadata): Promise<unknown>;
};

