import type { Database } from '../../db/database';
import { aggregateStream, handleCommand } from '../../eventstore/command-handler';
import type { Command, Decider, Event, HandledCommand, RequestMetadata } from '../../eventstore/decider';
import type { AppendResult, EventStore } from '../../eventstore/event-store';
import { DomainError } from '../../eventstore/decider';
import { consultationDecider, type ConsultationCommand } from './consultation-decider';
import { createConsultationIds } from './consultation-ids';
import { creditsDecider, nextCreditPackage, type CreditsCommand } from './credits-decider';
import { consultationStreamId, creditsStreamId, slotStreamId, type ReleaseReason, type SessionOutcome, type SessionPaidBy, type SessionSeries } from './events';
import type { SessionNotices } from './session-notices';
import { slotDecider, type SlotCommand } from './slot-decider';
import { createPurchaseStore } from '../purchases/purchase-store';

export type Consultations = ReturnType<typeof createConsultations>;

export type SessionRequest = { userId: string; start: Date; typeId: number };

/** How a session booked without a payment here is settled: a package credit, or arranged by the coach. */
export type PrepaidBy = Exclude<SessionPaidBy, { kind: 'payment' }>;

/** How long a prepaid booking's slot is held before its session is booked; a crash in between frees it by itself. */
export const prepaidHoldMs = 5 * 60_000;

/**
 * Sessions over three kinds of stream: the slot (the contended one, so it is written first), the
 * session itself and the client's package credits. Every step is safe to repeat.
 */
export function createConsultations(deps: { db: Database; store: EventStore; notices: SessionNotices }) {
  const { store } = deps;
  const onSlot = (start: Date, command: HandledCommand<SlotCommand>) => handleCommand(store, slotStreamId(start), slotDecider, command);
  const onConsultation = (consultationId: number, command: HandledCommand<ConsultationCommand>) =>
    handleCommand(store, consultationStreamId(consultationId), consultationDecider, command);
  const onCredits = (userId: string, command: HandledCommand<CreditsCommand>) => handleCommand(store, creditsStreamId(userId), creditsDecider, command);

  const consultationIds = createConsultationIds({ store });

  /** A stream's current state. */
  const foldStream = async <C extends Command, E extends Event, State>(streamId: string, decider: Decider<C, E, State>) =>
    (await aggregateStream(store, streamId, decider)).state;

  const loadConsultation = (consultationId: number) => foldStream(consultationStreamId(consultationId), consultationDecider);

  const purchases = createPurchaseStore(store);

  /**
   * The consultation type a package's sessions are booked as: the package's own (its length, its
   * name in the cabinet and the coach's calendar), or a gift certificate's; undefined for a coach's
   * gift credit. Read from the purchase's stream, like `payingPurchase`: no read model to wait for.
   */
  async function packageSessionType(purchaseId: string | null | undefined): Promise<number | undefined> {
    if (!purchaseId) return undefined;
    const purchase = await purchases.load(purchaseId);
    return purchase.status === 'none' || purchase.item.kind === 'product' ? undefined : purchase.item.typeId;
  }

  /**
   * Whether a session can no longer have its slot: it was cancelled (its hold lapsed or its
   * payment failed), or the slot was released or taken by another session after the hold lapsed.
   */
  async function slotLost(consultationId: number): Promise<boolean> {
    const session = await loadConsultation(consultationId);
    if (session.status === 'none') return false;
    if (session.status === 'cancelled') return true;
    const slot = await foldStream(slotStreamId(session.start), slotDecider);
    return slot.status !== 'reserved' || slot.consultationId !== consultationId;
  }

  /**
   * A new consultation id (consultation-ids.ts) for a booking of the slot at `start`, refused with
   * the slot's own rule while the slot is taken: a refused booking leaves no event behind. (Two
   * bookings of one slot at the same moment can still both get an id; one of them is refused after.)
   */
  async function idForSlot(start: Date, userId: string, metadata: RequestMetadata): Promise<number> {
    const slot = await foldStream(slotStreamId(start), slotDecider);
    slotDecider.decide({ type: 'ReserveSlot', data: { start, consultationId: 1, userId, purchaseId: null, holdUntil: null }, metadata }, slot);
    return consultationIds.next(metadata);
  }

  /**
   * The first step of a prepaid booking: a session id and a short hold of the slot, so a crash
   * before `completePrepaid` frees the slot by itself. Throws a conflict when the slot is taken.
   */
  async function holdPrepaid(request: SessionRequest, metadata: RequestMetadata): Promise<number> {
    const { userId, start } = request;
    const consultationId = await idForSlot(start, userId, metadata);
    const holdUntil = new Date(metadata.now.getTime() + prepaidHoldMs);
    await onSlot(start, { type: 'ReserveSlot', data: { start, consultationId, userId, purchaseId: null, holdUntil }, metadata });
    return consultationId;
  }

  /**
   * The second step: spends one credit (the slot is given back if none is left) unless the coach
   * arranged the session, books it, confirms the slot and plans its invitation and reminders.
   */
  async function completePrepaid(
    request: SessionRequest & { consultationId: number; series?: SessionSeries },
    paidBy: PrepaidBy,
    metadata: RequestMetadata,
  ): Promise<{ consultationId: number; appended?: AppendResult }> {
    const { consultationId, userId, start, series } = request;
    let { typeId } = request;
    if (paidBy.kind === 'credit') {
      try {
        const spent = await onCredits(userId, { type: 'SpendCredit', data: { userId, consultationId }, metadata });
        // A package's session is of the package's own type; a gift credit's, of the type asked for.
        typeId = (await packageSessionType(spent.state.spentFrom.get(consultationId))) ?? typeId;
      } catch (error) {
        await onSlot(start, { type: 'ReleaseSlot', data: { consultationId, reason: 'payment-canceled' }, metadata });
        throw error;
      }
    }
    const booked = await onConsultation(
      consultationId,
      { type: 'BookConsultation', data: { consultationId, userId, start, typeId, paidBy, ...(series ? { series } : {}) }, metadata }
    );
    await onSlot(start, { type: 'ConfirmSlotReservation', data: { consultationId }, metadata });
    await deps.notices.confirmed({ consultationId, start, sequence: 0 }, true, metadata.now);
    return { consultationId, appended: booked.appended };
  }

  return {
    idForSlot,
    loadConsultation,
    slotLost,

    /** Holds the slot until `holdUntil` and books an unpaid session; throws a conflict when the slot is taken. */
    async holdForPayment(
      request: SessionRequest & { consultationId: number; purchaseId: string; holdUntil: Date },
      metadata: RequestMetadata,
    ): Promise<AppendResult | undefined> {
      const { consultationId, userId, start, typeId, purchaseId, holdUntil } = request;
      await onSlot(start, { type: 'ReserveSlot', data: { start, consultationId, userId, purchaseId, holdUntil }, metadata });
      const paidBy: SessionPaidBy = { kind: 'payment', purchaseId };
      const booked = await onConsultation(
        consultationId,
        { type: 'BookConsultation', data: { consultationId, userId, start, typeId, paidBy }, metadata }
      );
      return booked.appended;
    },

    /**
     * Books a session that needs no payment here: one package credit (the slot is given back if
     * none is left), or arranged by the coach and settled outside the site.
     */
    async bookPrepaid(
      request: SessionRequest,
      paidBy: PrepaidBy,
      metadata: RequestMetadata,
    ): Promise<{ consultationId: number; appended?: AppendResult }> {
      const consultationId = await holdPrepaid(request, metadata);
      return completePrepaid({ ...request, consultationId }, paidBy, metadata);
    },

    holdPrepaid,
    completePrepaid,

    /**
     * Gives back the credit `completePrepaid` spent for a session it then never booked (the process
     * stopped or failed between the two); nothing when the session exists or no credit was spent for it.
     */
    async returnUnbookedCredit(userId: string, consultationId: number, metadata: RequestMetadata) {
      if ((await loadConsultation(consultationId)).status !== 'none') return undefined;
      return (await onCredits(userId, { type: 'ReturnUnbookedCredit', data: { userId, consultationId }, metadata })).appended;
    },

    /** Gives back a slot held by `holdPrepaid` whose session will not be booked (a series refused part-way). */
    async releaseHold(start: Date, consultationId: number, metadata: RequestMetadata) {
      return (await onSlot(start, { type: 'ReleaseSlot', data: { consultationId, reason: 'payment-canceled' }, metadata })).appended;
    },

    /** The payment arrived: the hold becomes a booking. Throws a conflict when the slot was lost meanwhile. */
    async confirmPaid(consultationId: number, purchaseId: string, metadata: RequestMetadata) {
      const session = await loadConsultation(consultationId);
      if (session.status === 'none') throw new Error(`Consultation ${consultationId} does not exist`);
      await onSlot(session.start, { type: 'ConfirmSlotReservation', data: { consultationId }, metadata });
      const paid = await onConsultation(consultationId, { type: 'MarkConsultationPaid', data: { purchaseId }, metadata });
      // The purchase's confirmation mail carries the invitation; the reminders are planned here.
      if (paid.state.status === 'paid') await deps.notices.confirmed(paid.state, false, metadata.now);
      return paid.appended;
    },

    /**
     * Moves a paid session to another slot: the new slot is reserved first (a conflict there leaves
     * the booking as it was), then the session moves, then the old slot is released. The payment
     * or credit stays with the session, which keeps its id.
     */
    async reschedule(consultationId: number, to: Date, by: 'client' | 'coach', metadata: RequestMetadata) {
      const session = await loadConsultation(consultationId);
      const command: HandledCommand<ConsultationCommand> = { type: 'RescheduleConsultation', data: { to, by }, metadata };
      // Decided once before touching the new slot, so a refused move never holds it even briefly.
      if (consultationDecider.decide(command, session).length === 0 || session.status === 'none') return undefined;
      // A short hold, so a crash before the session moves frees the new slot by itself.
      const holdUntil = new Date(metadata.now.getTime() + 5 * 60_000);
      const purchaseId = session.paidBy.kind === 'payment' ? session.paidBy.purchaseId : null;
      await onSlot(to, { type: 'ReserveSlot', data: { start: to, consultationId, userId: session.userId, purchaseId, holdUntil }, metadata });
      let moved;
      try {
        moved = await onConsultation(consultationId, command);
      } catch (error) {
        await onSlot(to, { type: 'ReleaseSlot', data: { consultationId, reason: 'rescheduled' }, metadata });
        throw error;
      }
      const rescheduled = moved.events.find((event) => event.type === 'ConsultationRescheduled');
      if (rescheduled?.type !== 'ConsultationRescheduled') {
        throw new DomainError('conflict', 'Сессия изменилась, пока её переносили. Обновите страницу и попробуйте снова.');
      }
      await onSlot(to, { type: 'ConfirmSlotReservation', data: { consultationId }, metadata });
      const from = new Date(rescheduled.data.from);
      await onSlot(from, { type: 'ReleaseSlot', data: { consultationId, reason: 'rescheduled' }, metadata });
      await deps.notices.slotFreed({ start: from, consultationId, sequence: rescheduled.data.sequence });
      await deps.notices.changed({ consultationId, start: to, sequence: rescheduled.data.sequence }, rescheduled.data.sequence - 1, 'moved', metadata.now);
      return moved.appended;
    },

    /** Cancels a session, frees its slot and returns a credit when it had been paid for. */
    async cancel(consultationId: number, by: 'client' | 'coach' | 'system', reason: ReleaseReason, metadata: RequestMetadata) {
      // Only a confirmed session had an invitation and reminders: an unpaid hold that lapses had neither.
      const before = await loadConsultation(consultationId);
      const wasConfirmed = before.status === 'paid';
      const outcome = await onConsultation(consultationId, { type: 'CancelConsultation', data: { reason, by }, metadata });
      const session = outcome.state;
      if (session.status === 'none') return outcome.appended;
      const released = await onSlot(session.start, { type: 'ReleaseSlot', data: { consultationId, reason }, metadata });
      if (released.events.length > 0) await deps.notices.slotFreed({ start: session.start, consultationId, sequence: session.sequence });
      const cancelled = outcome.events.find((event) => event.type === 'ConsultationCancelled');
      if (cancelled && wasConfirmed) {
        await deps.notices.cancelled({ consultationId, sequence: session.sequence, previousSequence: before.sequence });
      }
      // The payment deadline passed with no money: the hold lapsed, and its client hears of it.
      if (cancelled && reason === 'payment-timeout') await deps.notices.lapsed(consultationId);
      if (cancelled?.type === 'ConsultationCancelled' && cancelled.data.creditReturned) {
        return (await onCredits(session.userId, { type: 'ReturnCredit', data: { userId: session.userId, consultationId }, metadata }))
          .appended;
      }
      return outcome.appended;
    },

    /** Gives a session a room of its own (null: the default room again) and mails the updated invitation. */
    async setMeetingRoom(consultationId: number, meetingUrl: string | null, metadata: RequestMetadata) {
      const outcome = await onConsultation(consultationId, { type: 'SetMeetingRoom', data: { meetingUrl }, metadata });
      const set = outcome.events.find((event) => event.type === 'ConsultationMeetingRoomSet');
      if (set?.type === 'ConsultationMeetingRoomSet' && outcome.state.status === 'paid') {
        await deps.notices.changed({ consultationId, start: outcome.state.start, sequence: set.data.sequence }, set.data.sequence - 1, 'room-changed', metadata.now);
      }
      return outcome.appended;
    },

    /** The coach's mark after the start: held, or a no-show (which keeps the payment or credit spent). */
    async markOutcome(consultationId: number, outcome: SessionOutcome, metadata: RequestMetadata) {
      return (await onConsultation(consultationId, { type: 'MarkOutcome', data: { outcome }, metadata })).appended;
    },

    async writeSummary(consultationId: number, description: string, metadata: RequestMetadata) {
      return (await onConsultation(consultationId, { type: 'WriteSummary', data: { description }, metadata })).appended;
    },

    /**
     * A paid package's sessions beyond its own (`consultationId`, booked with the payment) become
     * credits; a redeemed gift certificate's sessions too (no session of its own).
     */
    async grantCredits(userId: string, purchaseId: string, count: number, consultationId: number | undefined, metadata: RequestMetadata) {
      const data = { userId, purchaseId, count, ...(consultationId === undefined ? {} : { consultationId }) };
      return (await onCredits(userId, { type: 'GrantCredits', data, metadata })).appended;
    },

    /** A package's credits left; once it was refunded, how many of its sessions its refund found unused. */
    async packageCredits(userId: string, purchaseId: string): Promise<{ left: number; refundedUnused: number | null }> {
      const credits = await foldStream(creditsStreamId(userId), creditsDecider);
      return { left: credits.packages.get(purchaseId) ?? 0, refundedUnused: credits.refunded.get(purchaseId)?.unusedSessions ?? null };
    },

    /**
     * A refunded package's unused credits leave the balance (once). Answers how many of its sessions
     * were unused: its credits left, and its own session when it was still ahead.
     */
    async refundPackageCredits(userId: string, purchaseId: string, ownSessionUnused: boolean, metadata: RequestMetadata): Promise<number> {
      const refunded = await onCredits(userId, { type: 'RefundPackageCredits', data: { userId, purchaseId, ownSessionUnused }, metadata });
      const recorded = refunded.state.refunded.get(purchaseId);
      if (!recorded) throw new Error(`Package ${purchaseId} was not refunded`);
      return recorded.unusedSessions;
    },

    /**
     * The purchase that paid a session, from its streams (not the read model, which may lag): its own
     * payment, or the package its credit came from (first in, first out); null for an arranged
     * session or a credit the coach gave.
     */
    async payingPurchase(consultationId: number): Promise<string | null> {
      const session = await loadConsultation(consultationId);
      if (session.status === 'none') return null;
      switch (session.paidBy.kind) {
        case 'payment':
          return session.paidBy.purchaseId;
        case 'credit':
          return (await foldStream(creditsStreamId(session.userId), creditsDecider)).spentFrom.get(consultationId) ?? null;
        case 'arranged':
          return null;
      }
    },

    /**
     * The consultation type her next credit books (the type of the package it comes from, first in,
     * first out), for the length a booking is checked with; undefined for a gift credit or none left.
     */
    async nextCreditType(userId: string): Promise<number | undefined> {
      return packageSessionType(nextCreditPackage(await foldStream(creditsStreamId(userId), creditsDecider)));
    },

    /** The client's package sessions left, from her credits stream (not the read model, which may lag). */
    async creditsLeft(userId: string): Promise<number> {
      return (await foldStream(creditsStreamId(userId), creditsDecider)).balance;
    },

    async creditBalance(userId: string): Promise<number> {
      const { rows } = await deps.db.query<{ balance: number }>(`SELECT balance FROM credit_balances WHERE user_id = $1`, [userId]);
      return rows[0]?.balance ?? 0;
    },
  };
}
