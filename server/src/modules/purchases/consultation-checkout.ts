import { randomUUID } from 'node:crypto';
import { DomainError, type RequestMetadata } from '../../eventstore/decider';
import type { Consultations } from '../consultations/consultations';
import type { ScheduleStore } from '../consultations/schedule-store';
import { bookingRefusal, type BusyTimes } from '../consultations/busy-times';
import type { Catalog } from '../catalog/catalog';
import { purchaseDocuments } from './purchase-documents';
import { requestPayment, type PaymentConsentDeps, type PaymentRequestDeps } from './request-payment';
import type { TaxedItem, TaxProfile } from './fiscal-receipts';
import { sessionPurchaseDescription } from '../../shared/purchase-description';
import type { PromoCodes } from '../promo-codes/promo-codes';
import { purchasePromo, startWithPromo } from './purchase-promo';
import { givingBackOnFailure, type GiftCertificatePayments } from './purchase-gift-payment';
import type { ConsentAtUse } from '../consents/consent-at-use';

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

export type ConsultationCheckoutDeps = PaymentRequestDeps & PaymentConsentDeps & {
  consultations: Consultations;
  schedules: ScheduleStore;
  /** The sessions a new one must not overlap, with their lengths and the coach's buffer. */
  busyTimes: BusyTimes;
  catalog: Catalog;
  /** The coach's tax status as «Практика» has it now, which the payment's receipts follow. */
  taxProfile: (item: TaxedItem) => Promise<TaxProfile>;
  promoCodes: Pick<PromoCodes, 'reserve' | 'release'>;
  /** The client's amount gift certificates, which pay what they can of a session or a package. */
  giftCertificates: GiftCertificatePayments;
  /** Her consent to the video rooms' service, which a booking asks while one is configured (`modules/consents`). */
  consentAtUse: ConsentAtUse;
};

/**
 * Books a session from the cabinet: a package credit when the client has one and chose a single
 * session or her package's own type (the session is then of the package's type), otherwise a
 * payment priced from the catalogue (the client's amount is never used), less a promo code's
 * discount, of which her amount gift certificate pays what it can and the card the rest.
 */
export function createConsultationCheckout(deps: ConsultationCheckoutDeps) {
  return async function checkout(
    request: { user: { id: string; email: string }; typeId: number; start: Date; promoCode?: string; clientIp: string; paymentConsent?: boolean; roomsConsent?: boolean },
    metadata: RequestMetadata,
  ): Promise<CheckoutResult> {
    const types = await deps.catalog.consultationTypes();
    const type = types.find((candidate) => candidate.id === request.typeId);
    if (!type) throw new DomainError('invalid', 'Такого вида консультации нет.');
    // With package sessions left, a single session or the package's own type is booked from the package.
    const hasCredits = (await deps.consultations.creditBalance(request.user.id)) > 0;
    const creditType = hasCredits ? await deps.consultations.nextCreditType(request.user.id) : undefined;
    const byCredit = hasCredits && (type.sessions === 1 || type.id === creditType);
    // A package taken off sale still books the sessions already paid for.
    if (!type.onSale && !(byCredit && type.id === creditType)) throw new DomainError('invalid', 'Этот вид консультации сейчас не продаётся.');
    // A package's session is as long as its package's type says (`Consultations.completePrepaid` books it as that type).
    const sessionType = (byCredit && types.find((candidate) => candidate.id === creditType)) || type;
    // In the schedule, and the session with the buffer after it fits before the next busy time.
    const problem = await deps.busyTimes.checkBookable(await deps.schedules.load(), { start: request.start, durationMinutes: sessionType.durationMinutes }, metadata.now);
    if (problem) throw bookingRefusal(problem);
    // The session is held in a video room: her name goes to its service, which needs her consent (asked before anything is held).
    await deps.consentAtUse('video_rooms', { user: request.user, ticked: request.roomsConsent, needed: true }, metadata);

    if (byCredit) {
      await deps.consultations.bookPrepaid({ userId: request.user.id, start: request.start, typeId: type.id }, { kind: 'credit' }, metadata);
      return { free: true, purchaseId: null, confirmationToken: null, amountRoubles: 0 };
    }

    // Everything read from the read models is read before the first append: no step after it waits for them.
    const tax = await deps.taxProfile({ kind: 'consultation', typeId: type.id });
    const certificate = await deps.giftCertificates.firstSpendable(request.user.id);
    // What the card would pay at the catalogue's price needs her consent to the payment service, asked before anything is held.
    const cardKopecks = Math.max(0, type.priceKopecks - (certificate?.balanceKopecks ?? 0));
    const consented = await deps.checkPaymentConsent({ user: request.user, ticked: request.paymentConsent, priceKopecks: cardKopecks }, metadata);
    const purchaseId = randomUUID();
    // The code's checks read the buyer's purchases (a read model) before its use is reserved, the first append.
    const customer = { userId: request.user.id, email: request.user.email };
    const promo = request.promoCode
      ? await deps.promoCodes.reserve(request.promoCode, purchaseId, { kind: 'consultation', typeId: type.id, priceKopecks: type.priceKopecks }, { clientIp: request.clientIp, customer }, metadata)
      : undefined;
    const priceKopecks = promo?.amountKopecks ?? type.priceKopecks;
    // The slot is held until the purchase's deadline, which the payment request records and the payment process keeps.
    const holdUntil = deps.paymentDeadline('consultation', metadata.now);
    const description = sessionPurchaseDescription(type.name, request.start);
    // A use reserved, or a certificate's money taken, for a purchase that does not start (the slot was just taken) is given back.
    const { consultationId, gift } = await startWithPromo(deps.promoCodes, purchaseId, promo, metadata, async () => {
      const paidByGift = certificate && (await deps.giftCertificates.spend(certificate, request.user.id, purchaseId, priceKopecks, metadata));
      const giveBack = async () => paidByGift && (await deps.giftCertificates.returnSpending(paidByGift, purchaseId, paidByGift.amountKopecks, metadata));
      const id = await givingBackOnFailure(giveBack, async () => {
        const held = await deps.consultations.idForSlot(request.start, request.user.id, metadata);
        await deps.consultations.holdForPayment({ consultationId: held, userId: request.user.id, start: request.start, typeId: type.id, purchaseId, holdUntil }, metadata);
        return held;
      });
      return { consultationId: id, gift: paidByGift };
    });
    const amountKopecks = priceKopecks - (gift?.amountKopecks ?? 0);
    const giftRoubles = gift ? { giftRoubles: gift.amountKopecks / 100 } : {};
    await deps.paymentProcess.record(
      purchaseId,
      {
        type: 'StartPurchase',
        data: {
          purchaseId,
          item: { kind: 'consultation', typeId: type.id, consultationId, sessions: type.sessions },
          amountKopecks,
          description,
          buyer: { userId: request.user.id, email: request.user.email },
          documents: [...purchaseDocuments({ kind: 'client' }), ...consented],
          ...(promo ? { promo: purchasePromo(promo) } : {}),
          ...(gift ? { giftCertificate: gift } : {}),
        },
      },
      metadata,
    );
    // A promo code or a certificate that pays the whole price: the purchase completed as it started, and the payment process confirmed the session.
    if (amountKopecks === 0) return { free: true, freeByPromo: !gift, purchaseId, confirmationToken: null, amountRoubles: 0, ...giftRoubles };
    const payment = await requestPayment(
      deps,
      {
        purchaseId,
        amountKopecks,
        description,
        item: { kind: 'consultation', name: type.name, buyerEmail: request.user.email },
        tax,
      },
      metadata,
    );
    return { free: false, purchaseId, confirmationToken: payment.confirmationToken, amountRoubles: amountKopecks / 100, ...giftRoubles };
  };
}
