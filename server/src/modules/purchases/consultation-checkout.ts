import { randomUUID } from 'node:crypto';
import { DomainError, type RequestMetadata } from '../../eventstore/decider';
import { bookingRefusal } from '../consultations/busy-times';
import type { PaymentConsentCheck } from './request-payment';
import type { PurchasePorts } from './ports';
import { sessionPurchaseDescription } from '../../shared/purchase-description';
import type { PaymentProcess } from './payment-process';
import { admittedClient, withConsent } from './purchase-buyer';
import type { GiftCertificatePayments } from './purchase-gift-payment';

/** Books a session from the cabinet (`createConsultationCheckout`). */
export type ConsultationCheckout = ReturnType<typeof createConsultationCheckout>;

export type CheckoutResult = {
  free: boolean;
  purchaseId: string | null;
  confirmationToken: string | null;
  amountRoubles: number;
  /** A promo code made it free (nothing was paid, no credit spent). */
  freeByPromo?: boolean;
  /** Roubles the client's amount gift certificate paid (all of it when `free`, else the card pays `amountRoubles`). */
  giftRoubles?: number;
};

/**
 * Books a session from the cabinet: a package credit when the client has one and chose a single
 * session or her package's own type (the session is then of the package's type), otherwise a
 * payment priced from the catalogue (the client's amount is never used), less a promo code's
 * discount, of which her amount gift certificate pays what it can and the card the rest.
 */
export function createConsultationCheckout(
  ports: Pick<PurchasePorts, 'busyTimes' | 'catalog' | 'consentAtUse' | 'consultations' | 'schedules' | 'taxProfile'>,
  /** Begins the purchase: reserves the code's use, the certificate's money and the slot, records it, asks for the payment. */
  paymentProcess: Pick<PaymentProcess, 'begin'>,
  /** Her consent to the payment service, asked before the first append. */
  checkPaymentConsent: PaymentConsentCheck,
  /** The client's amount gift certificates, which pay what they can of a session or a package. */
  giftCertificates: Pick<GiftCertificatePayments, 'firstSpendable'>,
) {
  return async function checkout(
    request: { user: { id: string; email: string }; typeId: number; start: Date; promoCode?: string; clientIp: string; paymentConsent?: boolean; roomsConsent?: boolean },
    metadata: RequestMetadata,
  ): Promise<CheckoutResult> {
    const types = await ports.catalog.consultationTypes();
    const type = types.find((candidate) => candidate.id === request.typeId);
    if (!type) throw new DomainError('invalid', 'Такого вида консультации нет.');
    // With package sessions left, a single session or the package's own type is booked from the package.
    const hasCredits = (await ports.consultations.creditBalance(request.user.id)) > 0;
    const creditType = hasCredits ? await ports.consultations.nextCreditType(request.user.id) : undefined;
    const byCredit = hasCredits && (type.sessions === 1 || type.id === creditType);
    // A package taken off sale still books the sessions already paid for.
    if (!type.onSale && !(byCredit && type.id === creditType)) throw new DomainError('invalid', 'Этот вид консультации сейчас не продаётся.');
    // A package's session is as long as its package's type says (`Consultations.completePrepaid` books it as that type).
    const sessionType = (byCredit && types.find((candidate) => candidate.id === creditType)) || type;
    // In the schedule, and the session with the buffer after it fits before the next busy time.
    const problem = await ports.busyTimes.checkBookable(await ports.schedules.load(), { start: request.start, durationMinutes: sessionType.durationMinutes }, metadata.now);
    if (problem) throw bookingRefusal(problem);
    // The session is held in a video room: her name goes to its service, which needs her consent (asked before anything is held).
    await ports.consentAtUse('video_rooms', { user: request.user, ticked: request.roomsConsent, needed: true }, metadata);

    if (byCredit) {
      await ports.consultations.bookPrepaid({ userId: request.user.id, start: request.start, typeId: type.id }, { kind: 'credit' }, metadata);
      return { free: true, purchaseId: null, confirmationToken: null, amountRoubles: 0 };
    }

    // Everything read from the read models is read before the first append: no step after it waits for them.
    const tax = await ports.taxProfile({ kind: 'consultation', typeId: type.id });
    const certificate = await giftCertificates.firstSpendable(request.user.id, metadata.now);
    // What the card would pay at the catalogue's price needs her consent to the payment service, asked before anything is held.
    const cardKopecks = Math.max(0, type.priceKopecks - (certificate?.balanceKopecks ?? 0));
    const consented = await checkPaymentConsent({ user: request.user, ticked: request.paymentConsent, priceKopecks: cardKopecks }, metadata);
    const purchaseId = randomUUID();
    // The code's use, the certificate's money and the slot (until the purchase's deadline) are reserved as it begins, and given back when it does not.
    const begun = await paymentProcess.begin(
      {
        purchaseId,
        item: { kind: 'consultation', typeId: type.id, sessions: type.sessions, start: request.start, userId: request.user.id },
        description: sessionPurchaseDescription(type.name, request.start),
        ...withConsent(admittedClient(request.user), consented),
        listPriceKopecks: type.priceKopecks,
        ...(request.promoCode
          ? {
              promoCode: {
                code: request.promoCode,
                item: { kind: 'consultation', typeId: type.id, priceKopecks: type.priceKopecks },
                asker: { clientIp: request.clientIp, customer: { userId: request.user.id, email: request.user.email } },
              },
            }
          : {}),
        ...(certificate ? { giftCertificate: { certificate, userId: request.user.id } } : {}),
        receiptBasis: { tax, itemName: type.name },
      },
      metadata,
    );
    const { giftPayment } = begun;
    const giftRoubles = giftPayment ? { giftRoubles: giftPayment.amountKopecks / 100 } : {};
    // A promo code or a certificate that pays the whole price: the purchase completed as it began, and the payment process confirmed the session.
    if (begun.confirmationToken === null) return { free: true, freeByPromo: !giftPayment, purchaseId, confirmationToken: null, amountRoubles: 0, ...giftRoubles };
    return { free: false, purchaseId, confirmationToken: begun.confirmationToken, amountRoubles: begun.amountKopecks / 100, ...giftRoubles };
  };
}
