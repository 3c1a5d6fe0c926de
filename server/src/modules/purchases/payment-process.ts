import type { JobDefinition, JobQueue } from '../../adapters/queue/job-queue';
import type { Infra } from '../../infra';
import { PaymentProviderError, type ProviderPayment } from '../../adapters/payments/payment-provider';
import { DomainError, type RequestMetadata } from '../../eventstore/decider';
import type { HoldExpiryPayload, PaymentReceiptPayload, PurchaseConfirmationPayload, RefundMailPayload } from '../../jobs/payloads';
import type { PromoCodes } from '../promo-codes/promo-codes';
import type { PurchasedItem, PurchaseEvent } from './events';
import { receiptOfPurchase } from './fiscal-receipts';
import { unusedSessionsRefundKopecks } from './package-session-price';
import type { PaymentDeadline } from './payment-deadline';
import { isCompensation, paymentServiceDownMessage, purchaseBeginning, type BegunPurchase, type BeginningEvent, type BeginningState, type BeginningStep, type Compensation, type PurchaseOrder } from './purchase-beginning';
import type { PurchaseCommand, PurchaseStatus, StartedPurchase } from './purchase-decider';
import type { GiftCertificatePayments } from './purchase-gift-payment';
import { reactionsAgain, reactionsTo, receiptFollowUp, type FollowedReceipt, type PurchaseEffect, type Release } from './purchase-reactions';
import type { PurchaseStore } from './purchase-store';
import type { PurchasePorts } from './ports';
import { paymentRequest } from './request-payment';

/** The jobs the process queues, each following up one of its effects. */
export type PaymentProcessJobs = {
  confirmationMail: JobDefinition<PurchaseConfirmationPayload>;
  /** Follows a receipt of the purchase until the register or «Мой налог» answers. */
  receipt: JobDefinition<PaymentReceiptPayload>;
  /** Tells the buyer what a refund gives back: one mail per refund. */
  refundMail: JobDefinition<RefundMailPayload>;
  /** Expires a purchase left unpaid at its deadline (`expire`), queued when its payment is asked for. */
  holdExpiry: JobDefinition<HoldExpiryPayload>;
};

/**
 * Who tells the process to look at the provider's payment:
 * - `notification`: YooKassa's notification (YooKassa repeats it until it is answered 200);
 * - `sandbox-decision`: the local sandbox's checkout, where the buyer chose the outcome;
 * - `hold-end`: the job at the end of the payment's time (retried until it succeeds);
 * - `return-page`: the buyer's browser back from the payment form.
 */
export type PaymentObserver = 'notification' | 'sandbox-decision' | 'hold-end' | 'return-page';

const enqueueFollowUp = (jobs: JobQueue, receiptJob: JobDefinition<PaymentReceiptPayload>, purchaseId: string, { receiptId, jobId }: Extract<PurchaseEffect, { type: 'FollowReceipt' }>) =>
  jobs.enqueue(receiptJob, { purchaseId, receiptId }, { jobId });

/** Enqueues the follow-up of one receipt's try (a known job id is a no-op). */
export const followReceipt = (jobs: JobQueue, receiptJob: JobDefinition<PaymentReceiptPayload>, receipt: FollowedReceipt) =>
  enqueueFollowUp(jobs, receiptJob, receipt.purchaseId, receiptFollowUp(receipt));

const alreadyRefundedMessage = 'Деньги по этой покупке уже возвращены.';
const paidByCertificateMessage = 'Эта покупка оплачена подарочным сертификатом, денег к возврату нет: отмените сессию, и она вернётся клиенту на счёт.';
const lapsedMessage = 'Время на оплату истекло, и бронь снята: выберите время заново.';

/** A purchase command as an entry point gives it; the process stamps the time of the decision. */
type UnstampedCommand = PurchaseCommand extends infer C ? (C extends PurchaseCommand ? Omit<C, 'metadata'> : never) : never;

export type RefundPart = 'unused' | 'all';

/** What a refund gives back; `package` for a package of sessions. */
export type RefundPlan = {
  amountKopecks: number;
  wholeKopecks: number;
  /** What goes back to the amount gift certificate that paid part of it (0 without one), for `unused` and for `all`. */
  certificateKopecks: { unused: number; all: number };
  package: { userId: string; consultationId: number; sessions: number; unusedSessions: number; ownSessionUnused: boolean } | null;
};

const isPackage = (item: PurchasedItem): item is Extract<PurchasedItem, { kind: 'consultation' }> => item.kind === 'consultation' && item.sessions > 1;

export type PaymentProcess = ReturnType<typeof createPaymentProcess>;

/**
 * The payment process: the one home of a purchase from its beginning to its receipts (a process
 * manager in Emmett's and Marten's sense). A checkout validates and prices, and `begin` does the
 * rest: reserves, records the purchase, asks for its payment, gives back on a failure (its
 * decisions in `purchase-beginning.ts`). Entry points only say what happened: what the provider
 * answered is recorded once, as the purchase's event (`observe`, `expire`, `record`), and the process
 * reacts to each event it recorded: `purchase-reactions.ts` decides the effects (confirm the session,
 * grant credits, release a hold, mail, follow a receipt), and `run` runs them. Nothing else turns a
 * provider's answer into a consequence.
 *
 * The reactions are idempotent. Observers that are repeated until they succeed (a notification, the
 * sandbox's decision, the hold's end) also redo the reactions of a purchase that is already final,
 * since an earlier run may have failed half-way; the buyer's return page never does.
 */
export function createPaymentProcess(
  infra: Pick<Infra, 'jobs' | 'logger' | 'publicUrl'>,
  ports: Pick<PurchasePorts, 'consultations' | 'provider' | 'purchaseFulfilled'>,
  purchases: PurchaseStore,
  jobs: PaymentProcessJobs,
  /** When a purchase left unpaid expires, by its kind: a session's slot is held until then. */
  paymentDeadline: PaymentDeadline,
  /** Reserves a code's use as a purchase begins, given back when it does not begin or ends unpaid; absent where no purchase carries a code. */
  promoCodes?: Pick<PromoCodes, 'reserve' | 'release'>,
  /** Spent and given back, issued when paid, voided when refunded; absent where none is sold or spent. */
  giftCertificates?: Pick<GiftCertificatePayments, 'spend' | 'returnSpending' | 'issue' | 'refund'>,
) {
  const { consultations, provider } = ports;
  const { logger } = infra;
  const certificates = () => {
    if (!giftCertificates) throw new Error('A purchase needs gift certificates (spent, given back, issued or refunded), but none are wired');
    return giftCertificates;
  };
  const codes = () => {
    if (!promoCodes) throw new Error('A purchase with a promo code begins, but no promo codes are wired');
    return promoCodes;
  };

  /** Records a command on the purchase: the purchase and the events it added, not yet reacted to. */
  async function append(purchaseId: string, command: UnstampedCommand, metadata: RequestMetadata): Promise<{ purchase: StartedPurchase; events: PurchaseEvent[] }> {
    const outcome = await purchases.execute(purchaseId, { ...command, metadata });
    const purchase = outcome.state;
    if (purchase.status === 'none') throw new Error(`A purchase command left no purchase ${purchaseId}`);
    return { purchase, events: outcome.events };
  }

  /** Reacts to each event the purchase added (`purchase-reactions.ts`, `reactionsTo`), in order. */
  async function reactToAll({ purchase, events }: { purchase: StartedPurchase; events: PurchaseEvent[] }, metadata: RequestMetadata): Promise<void> {
    for (const event of events) await run(purchase, reactionsTo(purchase, event, metadata.now), metadata);
  }

  /** Records a command on the purchase and reacts to each event it added; answers the purchase and whether this call added any. */
  async function recordAdding(purchaseId: string, command: UnstampedCommand, metadata: RequestMetadata): Promise<{ purchase: StartedPurchase; added: boolean }> {
    const recorded = await append(purchaseId, command, metadata);
    await reactToAll(recorded, metadata);
    return { purchase: recorded.purchase, added: recorded.events.length > 0 };
  }

  /** Records a command on the purchase and reacts to each event it added. */
  async function record(purchaseId: string, command: UnstampedCommand, metadata: RequestMetadata): Promise<StartedPurchase> {
    return (await recordAdding(purchaseId, command, metadata)).purchase;
  }

  /**
   * Gives back part of the payment (all that is left of it at most), with its refund receipt.
   * Answers `returned-before` when the provider's refund (one per purchase and attempt, by its
   * idempotence key) was already recorded by another call: a parallel request for the same refund,
   * which this one did not make.
   */
  async function giveBack(purchase: StartedPurchase, amountKopecks: number, why: string, metadata: RequestMetadata): Promise<'returned' | 'returned-before' | 'nothing-to-return'> {
    if (!purchase.paymentId) return 'nothing-to-return';
    const left = Math.min(amountKopecks, purchase.amountKopecks - purchase.refundedKopecks);
    if (left <= 0) return 'nothing-to-return';
    const { receiptBasis } = purchase;
    const refund = await provider.createRefund({
      idempotenceKey: `refund-${purchase.purchaseId}-${purchase.refundIds.size + 1}`,
      paymentId: purchase.paymentId,
      amountKopecks: left,
      description: why,
      ...(receiptBasis ? { receipt: receiptOfPurchase({ ...purchase, receiptBasis }, 'refund') } : {}),
    });
    // A refund still pending is recorded when the provider reports it (its notification).
    if (refund.status !== 'succeeded') return 'returned';
    const recorded = await recordAdding(purchase.purchaseId, { type: 'RecordRefund', data: { refundId: refund.id, amountKopecks: refund.amountKopecks } }, metadata);
    return recorded.added ? 'returned' : 'returned-before';
  }

  /** Gives back to the amount gift certificate that paid part of the purchase up to `amountKopecks` of it. */
  async function giveBackToCertificate(purchase: StartedPurchase, amountKopecks: number, metadata: RequestMetadata): Promise<void> {
    const paid = purchase.giftCertificate;
    if (!paid || amountKopecks <= 0) return;
    await certificates().returnSpending(paid, purchase.purchaseId, amountKopecks, metadata);
  }

  /**
   * What a refund of the purchase gives back. A package (ст. 32 ЗоЗПП: the client pays only for what
   * she used) gives back its unused sessions at its price per session: its credits left, and its own
   * session when still ahead; `wholeKopecks` is all that is left of the payment.
   */
  async function refundPlan(purchase: StartedPurchase, now: Date): Promise<RefundPlan> {
    if (purchase.status === 'paid' && purchase.paymentId === null && purchase.giftCertificate) throw new DomainError('conflict', paidByCertificateMessage);
    if (purchase.status !== 'paid' || purchase.paymentId === null) throw new DomainError('invalid', 'Вернуть можно только оплаченную покупку.');
    const wholeKopecks = purchase.amountKopecks - purchase.refundedKopecks;
    if (wholeKopecks <= 0 || (purchase.refundIds.size > 0 && isPackage(purchase.item))) throw new DomainError('conflict', alreadyRefundedMessage);
    const { item, buyer } = purchase;
    const certificateKopecks = purchase.giftCertificate?.amountKopecks ?? 0;
    if (!isPackage(item) || buyer.userId === null) return { wholeKopecks, amountKopecks: wholeKopecks, certificateKopecks: { unused: certificateKopecks, all: certificateKopecks }, package: null };
    const own = await consultations.loadConsultation(item.consultationId);
    const ownSessionUnused = own.status !== 'none' && own.status !== 'cancelled' && own.outcome === null && own.start.getTime() > now.getTime();
    const credits = await consultations.packageCredits(buyer.userId, purchase.purchaseId);
    const unusedSessions = credits.refundedUnused ?? credits.left + (ownSessionUnused ? 1 : 0);
    return {
      wholeKopecks,
      amountKopecks: Math.min(wholeKopecks, unusedSessionsRefundKopecks(purchase.amountKopecks, item.sessions, unusedSessions)),
      certificateKopecks: { unused: unusedSessionsRefundKopecks(certificateKopecks, item.sessions, unusedSessions), all: certificateKopecks },
      package: { userId: buyer.userId, consultationId: item.consultationId, sessions: item.sessions, unusedSessions, ownSessionUnused },
    };
  }

  /**
   * Turns the paid session's hold into a booking, or reports that its slot was lost. Any other
   * failure is thrown, money kept: a repeated observer reacts again later, and a refund given back
   * wrongly could not be undone.
   */
  async function confirmPaidSession(purchaseId: string, consultationId: number, metadata: RequestMetadata): Promise<'confirmed' | 'slot-lost'> {
    // Confirmed by an earlier run: what happened to the session since (a cancellation with a credit) is not a lost slot.
    const session = await consultations.loadConsultation(consultationId);
    if (session.status !== 'none' && session.paidOnce) return 'confirmed';
    if (await consultations.slotLost(consultationId)) return 'slot-lost';
    try {
      await consultations.confirmPaid(consultationId, purchaseId, metadata);
      return 'confirmed';
    } catch (error) {
      // The slot may have gone between the look and the confirmation (another client took the lapsed hold).
      if (error instanceof DomainError && (await consultations.slotLost(consultationId))) return 'slot-lost';
      logger.error({ err: error, purchaseId, consultationId }, 'paid session not confirmed; nothing refunded, left for the next observation');
      throw error;
    }
  }

  /** Gives back what a purchase reserved (a release the reactions or a failed beginning decided); one given back before is a no-op. */
  async function release(purchaseId: string, reserved: Release, metadata: RequestMetadata): Promise<void> {
    switch (reserved.type) {
      case 'ReleaseSlot':
        await consultations.cancel(reserved.consultationId, 'system', reserved.reason, metadata);
        return;
      case 'ReturnSpending':
        await certificates().returnSpending(reserved.payment, purchaseId, reserved.payment.amountKopecks, metadata);
        return;
      case 'ReleasePromoUse':
        // A purchase carries a code only where promo codes are wired.
        await promoCodes?.release(reserved.code, purchaseId, metadata);
        return;
    }
  }

  /** Runs one effect the reactions decided (`purchase-reactions.ts`) for the purchase as it stands. */
  async function runEffect(purchase: StartedPurchase, effect: PurchaseEffect, metadata: RequestMetadata): Promise<void> {
    const { purchaseId } = purchase;
    switch (effect.type) {
      case 'ReleaseSlot':
      case 'ReturnSpending':
      case 'ReleasePromoUse':
        return release(purchaseId, effect, metadata);
      case 'FollowReceipt':
        return enqueueFollowUp(infra.jobs, jobs.receipt, purchaseId, effect);
      case 'ScheduleDeadline':
        return infra.jobs.enqueue(jobs.holdExpiry, { purchaseId }, { jobId: effect.jobId, delayMs: effect.delayMs });
      case 'MailRefund':
        return infra.jobs.enqueue(jobs.refundMail, effect.refund, { jobId: effect.jobId });
      case 'ConfirmPaidSession': {
        const confirmed = await confirmPaidSession(purchaseId, effect.consultationId, metadata);
        return run(purchase, confirmed === 'confirmed' ? effect.confirmed : effect.slotLost, metadata);
      }
      case 'GrantCredits':
        await consultations.grantCredits(effect.userId, purchaseId, effect.credits, effect.consultationId, metadata);
        return;
      case 'IssueCertificate':
        return certificates().issue(effect.certificateId, metadata);
      case 'MailConfirmation':
        return infra.jobs.enqueue(jobs.confirmationMail, { purchaseId }, { jobId: effect.jobId });
      case 'TellFulfilled':
        return ports.purchaseFulfilled?.(purchase, metadata);
      case 'RefundPayment':
        logger.warn({ purchaseId, why: effect.why }, 'refunding a payment that cannot be fulfilled');
        await giveBack(purchase, effect.amountKopecks, effect.why, metadata);
        return;
    }
  }

  /** The runner of the reactions: each effect in order; a failure stops the rest, for a repeated observer to run again. */
  async function run(purchase: StartedPurchase, effects: readonly PurchaseEffect[], metadata: RequestMetadata): Promise<void> {
    for (const effect of effects) await runEffect(purchase, effect, metadata);
  }

  /** Records the provider's final answer about the payment; a payment still pending records nothing. */
  async function recordPayment(purchase: StartedPurchase, payment: ProviderPayment, metadata: RequestMetadata): Promise<StartedPurchase> {
    if (payment.status === 'succeeded') {
      if (payment.amountKopecks !== purchase.amountKopecks) {
        logger.error({ purchaseId: purchase.purchaseId, paid: payment.amountKopecks, expected: purchase.amountKopecks }, 'paid amount differs from the price');
      }
      return record(purchase.purchaseId, { type: 'RecordPaymentSucceeded', data: { paymentId: payment.id, amountKopecks: payment.amountKopecks, method: payment.method } }, metadata);
    }
    if (payment.status === 'canceled') {
      return record(purchase.purchaseId, { type: 'RecordPaymentCanceled', data: { paymentId: payment.id, reason: payment.cancellationReason ?? 'canceled' } }, metadata);
    }
    return purchase;
  }

  async function loadStarted(purchaseId: string): Promise<StartedPurchase> {
    const purchase = await purchases.load(purchaseId);
    if (purchase.status === 'none') throw new DomainError('not_found', 'Покупка не найдена.');
    return purchase;
  }

  /** Whether the provider may still say something new: a payment awaited, or one that may arrive after the purchase expired (`expire` says what follows). */
  const providerMayTell = (purchase: StartedPurchase) => purchase.paymentId !== null && (purchase.status === 'awaiting_payment' || purchase.status === 'expired');

  /**
   * Looks at the provider's payment of a purchase whose payment may still change (a paid or canceled
   * one is never asked about again) and records the answer. The sandbox's outcome is recorded when
   * the buyer chooses it, so her return page only reads the purchase there; YooKassa's notification
   * may come late, so the return page asks YooKassa itself.
   */
  async function observe(purchaseId: string, observer: PaymentObserver, metadata: RequestMetadata): Promise<PurchaseStatus> {
    const purchase = await loadStarted(purchaseId);
    if (providerMayTell(purchase) && purchase.paymentId !== null && !(observer === 'return-page' && provider.kind === 'sandbox')) {
      const recorded = await recordPayment(purchase, await provider.getPayment(purchase.paymentId), metadata);
      if (recorded.status !== purchase.status) return recorded.status;
    }
    if (observer !== 'return-page') await run(purchase, reactionsAgain(purchase), metadata);
    return purchase.status;
  }

  /**
   * The purchase's deadline passed: unless the provider reports the money meanwhile, the purchase
   * expires, and what it reserved (a session's slot, a promo code's use, a certificate's money) is
   * given back. A payment that arrives after is still recorded and fulfilled (`observe`): a session
   * when its slot is still free, else refunded; a product or a gift certificate always, as it held nothing.
   */
  async function expire(purchaseId: string, metadata: RequestMetadata): Promise<PurchaseStatus> {
    const status = await observe(purchaseId, 'hold-end', metadata);
    if (status !== 'awaiting_payment') return status;
    return (await record(purchaseId, { type: 'ExpirePurchase', data: {} }, metadata)).status;
  }

  /** What a step of the beginning gave, and the reactions to what it recorded, which run once it counts as done. */
  type Taken = { event: BeginningEvent; reactions?: () => Promise<void> };

  /** Runs one step of a purchase's beginning (`purchase-beginning.ts`); a failure is the caller's to fold. */
  async function take(order: PurchaseOrder, step: BeginningStep, metadata: RequestMetadata): Promise<Taken> {
    const { purchaseId } = order;
    switch (step.type) {
      case 'ReservePromoUse':
        return { event: { type: 'PromoUseReserved', promo: await codes().reserve(step.code, purchaseId, step.item, step.asker, metadata) } };
      case 'SpendCertificate': {
        const payment = await certificates().spend(step.certificate, step.userId, purchaseId, step.priceKopecks, metadata);
        return { event: { type: 'CertificateSpent', payment: payment ?? null } };
      }
      case 'HoldSlot': {
        const { start, userId, typeId } = step.session;
        const consultationId = await consultations.idForSlot(start, userId, metadata);
        // The slot is held until the purchase's deadline, which the payment request records and the process keeps.
        const holdUntil = paymentDeadline('consultation', metadata.now);
        await consultations.holdForPayment({ consultationId, userId, start, typeId, purchaseId, holdUntil }, metadata);
        return { event: { type: 'SlotHeld', consultationId } };
      }
      case 'StartPurchase': {
        const recorded = await append(purchaseId, { type: 'StartPurchase', data: step.data }, metadata);
        return { event: { type: 'PurchaseRecorded' }, reactions: () => reactToAll(recorded, metadata) };
      }
      case 'CreatePayment': {
        const payment = await provider.createPayment(paymentRequest(infra.publicUrl, purchaseId, step));
        if (!payment.confirmationToken) throw new Error(`Payment ${payment.id} came without a confirmation token`);
        return { event: { type: 'PaymentCreated', paymentId: payment.id, confirmationToken: payment.confirmationToken } };
      }
      case 'RecordPaymentRequest': {
        const { paymentId, confirmationToken, receiptBasis } = step;
        const payBy = paymentDeadline(order.item.kind, metadata.now);
        await record(purchaseId, { type: 'RequestPayment', data: { provider: provider.kind, paymentId, confirmationToken, payBy, receiptBasis } }, metadata);
        return { event: { type: 'PaymentRequestRecorded' } };
      }
    }
  }

  /** Gives back what a beginning that failed reserved, or expires its recorded purchase (whose reactions give it back). */
  async function compensate(purchaseId: string, compensation: Compensation, metadata: RequestMetadata): Promise<void> {
    if (compensation.type !== 'ExpirePurchase') return release(purchaseId, compensation, metadata);
    await record(purchaseId, { type: 'ExpirePurchase', data: {} }, metadata);
  }

  /** Runs a step and folds what it gave, or its failure, into the beginning. */
  async function runStep(order: PurchaseOrder, step: BeginningStep, state: BeginningState, metadata: RequestMetadata): Promise<BeginningState> {
    let taken: Taken;
    try {
      taken = await take(order, step, metadata);
    } catch (error) {
      if (step.type === 'CreatePayment') logger.error({ err: error, purchaseId: order.purchaseId }, 'payment creation failed; the purchase is given up');
      return purchaseBeginning.evolve(state, { type: 'StepFailed', step: step.type, error });
    }
    const next = purchaseBeginning.evolve(state, taken.event);
    // What the recorded purchase set off (a free one fulfilled): a failure there goes on as it is, the purchase owning what it reserved.
    await taken.reactions?.();
    return next;
  }

  /**
   * Begins a purchase a checkout validated and priced, for every kind: reserves what it needs,
   * records it, asks for its payment (or completes it when nothing is left to pay); on a failure,
   * gives back what was reserved and the error goes on (`purchase-beginning.ts` decides each step).
   */
  async function begin(order: PurchaseOrder, metadata: RequestMetadata): Promise<BegunPurchase> {
    let state = purchaseBeginning.initialState();
    for (;;) {
      const decisions = purchaseBeginning.decide(order, state);
      if (decisions.length === 0) throw new Error(`The beginning of purchase ${order.purchaseId} decided nothing`);
      for (const decision of decisions) {
        if (decision.type === 'Begun') return decision.purchase;
        if (decision.type === 'Failed') throw decision.error;
        if (isCompensation(decision)) await compensate(order.purchaseId, decision, metadata);
        else state = await runStep(order, decision, state, metadata);
      }
    }
  }

  return {
    begin,
    record,
    observe,
    expire,

    /**
     * The buyer comes back to a payment she left unfinished («Оплатить»): the same purchase and the
     * provider's payment, confirmed afresh while its time lasts. What the provider says is recorded
     * first, so money that arrived meanwhile is never asked for twice.
     */
    async resume(purchaseId: string, metadata: RequestMetadata): Promise<{ confirmationToken: string; amountKopecks: number }> {
      const purchase = await loadStarted(purchaseId);
      if (purchase.status === 'paid') throw new DomainError('conflict', 'Эта покупка уже оплачена.');
      if (purchase.status !== 'awaiting_payment' || purchase.paymentId === null) throw new DomainError('conflict', lapsedMessage);
      let payment: ProviderPayment;
      try {
        payment = await provider.getPayment(purchase.paymentId);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        logger.warn({ err: error, purchaseId }, 'payment provider unreachable while resuming a payment');
        throw new DomainError('unavailable', paymentServiceDownMessage);
      }
      const recorded = await recordPayment(purchase, payment, metadata);
      if (recorded.status === 'paid') throw new DomainError('conflict', 'Эта покупка уже оплачена.');
      if (recorded.status !== 'awaiting_payment') throw new DomainError('conflict', lapsedMessage);
      if (purchase.payBy !== null && purchase.payBy.getTime() <= metadata.now.getTime()) {
        await record(purchaseId, { type: 'ExpirePurchase', data: {} }, metadata);
        throw new DomainError('conflict', lapsedMessage);
      }
      if (!payment.confirmationToken) throw new DomainError('conflict', lapsedMessage);
      return { confirmationToken: payment.confirmationToken, amountKopecks: purchase.amountKopecks };
    },

    /** What a refund of the purchase would give back at `now` (the coach's dialog shows it). */
    refundPlan: async (purchaseId: string, now: Date) => refundPlan(await loadStarted(purchaseId), now),

    /**
     * The coach returns the money of a paid purchase; a session bought with it is cancelled. A
     * package gives back its unused part, or with `all` everything left (the first-session
     * guarantee); its unused credits leave the balance either way, and sessions booked with its
     * credits stay.
     */
    async refund(purchaseId: string, part: RefundPart, metadata: RequestMetadata): Promise<void> {
      const purchase = await loadStarted(purchaseId);
      const plan = await refundPlan(purchase, metadata.now);
      const item = purchase.item;
      if (plan.package) {
        if (part === 'unused' && plan.amountKopecks === 0) throw new DomainError('conflict', 'Все сессии пакета уже использованы: возвращать нечего.');
        const { userId, consultationId, ownSessionUnused } = plan.package;
        await consultations.refundPackageCredits(userId, purchaseId, ownSessionUnused, metadata);
        if (ownSessionUnused) await consultations.cancel(consultationId, 'coach', 'refunded', metadata);
      } else if (item.kind === 'consultation') {
        await consultations.cancel(item.consultationId, 'coach', 'refunded', metadata);
      } else if (item.kind === 'gift_certificate') {
        // ст. 32 ЗоЗПП: an unredeemed certificate is refunded in full; its code is void first, so it cannot be redeemed after.
        await certificates().refund(item.certificateId, metadata);
      }
      const amountKopecks = part === 'all' ? plan.wholeKopecks : plan.amountKopecks;
      const given = await giveBack(purchase, amountKopecks, plan.package && part === 'unused' ? 'Возврат за неиспользованные сессии пакета.' : 'Возврат по решению коуча.', metadata);
      // A parallel request recorded this very refund first: this one returned nothing.
      if (given === 'returned-before') throw new DomainError('conflict', alreadyRefundedMessage);
      // The part an amount gift certificate paid goes back to it, in the same share as the money.
      await giveBackToCertificate(purchase, plan.certificateKopecks[part], metadata);
    },
  };
}
