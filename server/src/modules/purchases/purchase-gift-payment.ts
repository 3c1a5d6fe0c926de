import type { RequestMetadata } from '../../eventstore/decider';
import type { PurchaseGiftPayment } from './events';

/** An amount certificate a client redeemed, with money left: its id and its own purchase. */
/** `balanceKopecks`: what is left on it as the read model has it (what it may pay of a booking). */
export type SpendableCertificate = { certificateId: string; purchaseId: string; balanceKopecks: number };

/**
 * The buyer's amount gift certificates as the purchases see them (`modules/gift-certificates`,
 * wired in `module.ts`): what pays part or all of a booking, and giving it back.
 */
export type GiftCertificatePayments = {
  /** Her amount certificate with money left that expires first (read from a read model), or undefined. */
  firstSpendable(userId: string): Promise<SpendableCertificate | undefined>;
  /** Takes what it can of `priceKopecks` from that certificate (its stream decides); undefined when nothing is left on it. */
  spend(certificate: SpendableCertificate, userId: string, purchaseId: string, priceKopecks: number, metadata: RequestMetadata): Promise<PurchaseGiftPayment | undefined>;
  /** Gives back up to `amountKopecks` of what the purchase took (safe to run again). */
  returnSpending(payment: PurchaseGiftPayment, purchaseId: string, amountKopecks: number, metadata: RequestMetadata): Promise<unknown>;
};

