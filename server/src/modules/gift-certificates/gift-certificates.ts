import { DateTime } from 'luxon';
import type { JobDefinition } from '../../adapters/queue/job-queue';
import { aggregateStream, handleCommand } from '../../eventstore/command-handler';
import { DomainError, type RequestMetadata } from '../../eventstore/decider';
import type { Infra } from '../../infra';
import type { GiftCertificateMailPayload } from '../../jobs/payloads';
import type { PurchaseGiftPayment } from '../purchases/events';
import { giftCertificateStreamId, type GiftOffer } from './events';
import { giftCertificateCode, giftCertificateCodeHash, maskedGiftCertificateCode, normalizeGiftCertificateCode } from './gift-certificate-code';
import { balanceKopecks, giftCertificateDecider, moscowDayOf, notFoundMessage, redeemRefusal, type GiftCertificateCommand, type GiftCertificateState } from './gift-certificate-decider';
import type { RedeemLimiter } from './redeem-limits';
import type { GiftCertificatesPorts } from './ports';

/** The one mail job of a certificate. */
export const giftCertificateMailJobId = (certificateId: string) => `gift-certificate-mail-${certificateId}`;

/** What a code gives, as the cabinet shows it before it is redeemed. */
export type GiftCertificatePreview = { offer: GiftOffer; expiresOn: string; refusal: string | null };

/** What the recipient's mail says. */
export type GiftCertificateMailDetails = {
  recipientName: string;
  recipientEmail: string;
  message: string;
  offer: GiftOffer;
  code: string;
  expiresOn: string;
  /** The months it was issued for (undefined for one issued before they were recorded). */
  validityMonths?: number;
};

export type GiftCertificateListItem = {
  certificateId: string;
  purchaseId: string;
  maskedCode: string | null;
  offerName: string;
  /** A certificate of sessions: how many; null for one of an amount. */
  sessions: number | null;
  /** A certificate of an amount: the amount and what is left of it; null for one of sessions. */
  amountKopecks: number | null;
  balanceKopecks: number | null;
  recipientName: string | null;
  deliverOn: string;
  expiresOn: string | null;
  status: 'ordered' | 'issued' | 'mailed' | 'redeemed' | 'expired' | 'refunded';
};

type ListRow = {
  certificate_id: string;
  purchase_id: string;
  offer_name: string;
  sessions: number | null;
  amount_kopecks: string | number | null;
  balance_kopecks: string | number | null;
  recipient_name: string | null;
  deliver_on: string | Date;
  expires_on: string | Date | null;
  status: 'ordered' | 'issued' | 'redeemed' | 'refunded';
  mailed_at: Date | string | null;
};

const isoDay = (value: string | Date): string => (typeof value === 'string' ? value.slice(0, 10) : moscowDayOf(value));
/** A bigint column as node-postgres (a string) or PGlite (a number) gives it. */
const kopecksOf = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** A certificate command as an entry point gives it; the service stamps the time of the decision. */
type UnstampedCommand = GiftCertificateCommand extends infer C ? (C extends GiftCertificateCommand ? Omit<C, 'metadata'> : never) : never;

export type GiftCertificates = ReturnType<typeof createGiftCertificates>;

/**
 * The gift certificates' service: ordered with a purchase (the checkout), issued when it is paid
 * (the payment process), mailed to the recipient on its day (a delayed job), redeemed by whoever
 * signs in with its code (package credits named by its purchase), refunded by the coach while
 * unredeemed.
 */
export function createGiftCertificates(
  infra: Pick<Infra, 'appSecret' | 'db' | 'jobs' | 'store'>,
  ports: Pick<GiftCertificatesPorts, 'grantCredits' | 'validityMonths'>,
  limiter: RedeemLimiter,
  /** The recipient's mail, planned when a certificate is issued (made after the service, which its letter reads). */
  mailJob: () => JobDefinition<GiftCertificateMailPayload>,
) {
  const execute = (certificateId: string, command: UnstampedCommand, metadata: RequestMetadata) =>
    handleCommand(infra.store, giftCertificateStreamId(certificateId), giftCertificateDecider, { ...command, metadata });
  const load = async (certificateId: string): Promise<GiftCertificateState> => (await aggregateStream(infra.store, giftCertificateStreamId(certificateId), giftCertificateDecider)).state;

  /**
   * The certificate a typed code names, refusing (and counting) a wrong one: each look-up is admitted
   * and counted as a wrong guess in one step (`wrongGuessLimit.attempt`), so guesses sent at once
   * cannot pass the limit, and taken back when the code names a certificate.
   */
  async function byCode(typed: string, userId: string, at: Date): Promise<{ certificateId: string; state: GiftCertificateState }> {
    const guess = await limiter.attempt([userId], at);
    const code = normalizeGiftCertificateCode(typed);
    // A failure of the store is no guess.
    const { rows } = code
      ? await infra.db.query<{ certificate_id: string }>(`SELECT certificate_id FROM gift_certificates WHERE code_hash = $1`, [giftCertificateCodeHash(code)]).catch(async (error: unknown) => {
          await guess.forgive();
          throw error;
        })
      : { rows: [] };
    const certificateId = rows[0]?.certificate_id;
    if (!certificateId) throw new DomainError('not_found', notFoundMessage);
    await guess.forgive();
    return { certificateId, state: await load(certificateId) };
  }

  /**
   * The client's amount certificates with money left and not expired at `now`, the soonest to expire
   * first: what pays her next booking (read from the read model; the stream decides the spending).
   */
  async function spendable(userId: string, now: Date): Promise<Array<{ certificateId: string; purchaseId: string; balanceKopecks: number }>> {
    const { rows } = await infra.db.query<{ certificate_id: string; purchase_id: string; balance_kopecks: string | number }>(
      `SELECT certificate_id, purchase_id, balance_kopecks FROM gift_certificates
        WHERE redeemed_by = $1 AND status = 'redeemed' AND amount_kopecks IS NOT NULL AND balance_kopecks > 0 AND expires_on >= $2::date
        ORDER BY expires_on, ordered_at`,
      [userId, moscowDayOf(now)],
    );
    return rows.map((row) => ({ certificateId: row.certificate_id, purchaseId: row.purchase_id, balanceKopecks: Number(row.balance_kopecks) }));
  }

  return {
    load,

    order: (
      order: { certificateId: string; purchaseId: string; offer: GiftOffer; recipientName: string; recipientEmail: string; message: string; deliverOn: string },
      metadata: RequestMetadata,
    ) => execute(order.certificateId, { type: 'OrderGiftCertificate', data: order }, metadata),

    /**
     * Its purchase was paid: the certificate gets its code and its expiry (the coach's validity as
     * it stands now, fixed from then on), and its mail is planned for its day (midnight in Moscow;
     * at once when the day has come). Safe to run again.
     */
    async issue(certificateId: string, metadata: RequestMetadata): Promise<void> {
      const paidOn = metadata.now;
      const codeHash = giftCertificateCodeHash(giftCertificateCode(infra.appSecret, certificateId));
      const validityMonths = await ports.validityMonths();
      const { state } = await execute(certificateId, { type: 'IssueGiftCertificate', data: { codeHash, validityMonths } }, metadata);
      if (state.status === 'none') return;
      const deliverAt = DateTime.fromISO(state.deliverOn, { zone: 'Europe/Moscow' }).startOf('day').toMillis();
      await infra.jobs.enqueue(mailJob(), { certificateId }, { jobId: giftCertificateMailJobId(certificateId), delayMs: Math.max(0, deliverAt - paidOn.getTime()) });
    },

    /** What the recipient's mail says, or undefined when there is nothing to mail (unpaid, refunded, or its data erased). */
    async mailDetails(certificateId: string): Promise<GiftCertificateMailDetails | undefined> {
      const state = await load(certificateId);
      if (state.status !== 'issued' || state.expiresOn === null || state.mailed) return undefined;
      const { name, email, message } = state.recipient;
      if (!name || !email) return undefined;
      return {
        recipientName: name,
        recipientEmail: email,
        message: message ?? '',
        offer: state.offer,
        code: giftCertificateCode(infra.appSecret, certificateId),
        expiresOn: state.expiresOn,
        ...(state.validityMonths === null ? {} : { validityMonths: state.validityMonths }),
      };
    },

    /** The Moscow day the recipient is mailed, once ordered (the buyer's success page says it). */
    async deliveryDay(certificateId: string): Promise<string | undefined> {
      const state = await load(certificateId);
      return state.status === 'none' ? undefined : state.deliverOn;
    },

    recordMailed: (certificateId: string, metadata: RequestMetadata) => execute(certificateId, { type: 'RecordGiftCertificateMailed', data: {} }, metadata),

    /** What a code gives, and why it cannot be redeemed at `now` (null when it can). */
    async preview(typed: string, userId: string, now: Date): Promise<GiftCertificatePreview> {
      const { state } = await byCode(typed, userId, now);
      const refusal = redeemRefusal(state, moscowDayOf(now));
      if (state.status === 'none' || state.expiresOn === null) throw new DomainError('not_found', notFoundMessage);
      return { offer: state.offer, expiresOn: state.expiresOn, refusal };
    },

    /**
     * Redeems a code for the signed-in client: the certificate records who (once, ever); a
     * certificate of sessions then gives them as her credits, named by its purchase (so the
     * sessions settle it), one of an amount becomes her money to book with (`spendable`). A redeem
     * that stopped between the two is completed by her next try, which is still refused.
     */
    async redeem(typed: string, userId: string, metadata: RequestMetadata): Promise<GiftOffer> {
      const { certificateId, state } = await byCode(typed, userId, metadata.now);
      if (state.status === 'redeemed' && state.redeemedBy === userId && state.offer.kind === 'consultation') {
        await ports.grantCredits(userId, state.purchaseId, state.offer.sessions, metadata);
      }
      const redeemed = await execute(certificateId, { type: 'RedeemGiftCertificate', data: { userId } }, metadata);
      if (redeemed.state.status !== 'redeemed') throw new Error(`Certificate ${certificateId} was not redeemed`);
      const { offer } = redeemed.state;
      if (offer.kind === 'consultation') await ports.grantCredits(userId, redeemed.state.purchaseId, offer.sessions, metadata);
      return offer;
    },

    spendable,

    /** Her amount certificate with money left at `now` that expires first (the read model), or undefined. */
    firstSpendable: async (userId: string, now: Date) => (await spendable(userId, now))[0],

    /**
     * Pays what it can of a purchase's price with one of the client's amount certificates: the
     * part is taken from it at once (the stream refuses more than is left, or a certificate not
     * hers), and the purchase records it. Undefined when nothing is left on it.
     */
    async spend(certificate: { certificateId: string }, userId: string, purchaseId: string, priceKopecks: number, metadata: RequestMetadata): Promise<PurchaseGiftPayment | undefined> {
      // The stream's balance, not the read model's: a spending a moment ago may not be projected yet.
      const state = await load(certificate.certificateId);
      const amountKopecks = Math.min(balanceKopecks(state), priceKopecks);
      if (state.status === 'none' || amountKopecks <= 0) return undefined;
      await execute(certificate.certificateId, { type: 'SpendGiftCertificate', data: { purchaseId, userId, amountKopecks } }, metadata);
      return { certificateId: certificate.certificateId, purchaseId: state.purchaseId, amountKopecks };
    },

    /** Gives back up to `amountKopecks` of what the purchase took from the certificate (safe to run again). */
    returnSpending: (payment: PurchaseGiftPayment, purchaseId: string, amountKopecks: number, metadata: RequestMetadata) =>
      execute(payment.certificateId, { type: 'ReturnGiftCertificateSpending', data: { purchaseId, amountKopecks } }, metadata),

    /** The coach refunds its purchase: an unredeemed certificate becomes void (a redeemed one refuses). */
    refund: (certificateId: string, metadata: RequestMetadata) => execute(certificateId, { type: 'RefundGiftCertificate', data: {} }, metadata),

    /** The certificates, newest first, for the back office (the code masked), expired or not as of `now`. */
    async list(now: Date): Promise<GiftCertificateListItem[]> {
      const today = moscowDayOf(now);
      const { rows } = await infra.db.query<ListRow>(
        `SELECT certificate_id, purchase_id, offer_name, sessions, amount_kopecks, balance_kopecks, recipient_name, deliver_on::text AS deliver_on, expires_on::text AS expires_on, status, mailed_at
           FROM gift_certificates ORDER BY ordered_at DESC LIMIT 200`,
      );
      return rows.map((row) => {
        const expiresOn = row.expires_on === null ? null : isoDay(row.expires_on);
        const status: GiftCertificateListItem['status'] =
          row.status === 'issued' ? (expiresOn !== null && today > expiresOn ? 'expired' : row.mailed_at !== null ? 'mailed' : 'issued') : row.status;
        return {
          certificateId: row.certificate_id,
          purchaseId: row.purchase_id,
          maskedCode: row.status === 'ordered' ? null : maskedGiftCertificateCode(giftCertificateCode(infra.appSecret, row.certificate_id)),
          offerName: row.offer_name,
          sessions: row.sessions,
          amountKopecks: kopecksOf(row.amount_kopecks),
          balanceKopecks: kopecksOf(row.balance_kopecks),
          recipientName: row.recipient_name,
          deliverOn: isoDay(row.deliver_on),
          expiresOn,
          status,
        };
      });
    },
  };
}
