import { eventTypesOf } from '../../eventstore/event-schema';
import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { type ReleaseReason, type SlotEvent, slotEventSchemas } from './events';

export type ReserveSlot = Command<'ReserveSlot', { start: Date; consultationId: number; userId: string; purchaseId: string | null; holdUntil: Date | null }>;
export type ConfirmSlotReservation = Command<'ConfirmSlotReservation', { consultationId: number }>;
export type ReleaseSlot = Command<'ReleaseSlot', { consultationId: number; reason: ReleaseReason }>;
export type SlotCommand = ReserveSlot | ConfirmSlotReservation | ReleaseSlot;

export type SlotState =
  | { status: 'free' }
  | { status: 'reserved'; start: string; consultationId: number; holdUntil: Date | null };

export const slotTakenMessage = 'Это время уже занято. Пожалуйста, выберите другой день.';

/** An unpaid hold whose time has passed no longer blocks the slot, even if its expiry job was lost. */
const isLapsedHold = (state: SlotState, now: Date) =>
  state.status === 'reserved' && state.holdUntil !== null && state.holdUntil.getTime() <= now.getTime();

const heldBy = (state: SlotState, consultationId: number) =>
  state.status === 'reserved' && state.consultationId === consultationId ? state : undefined;

function reserve(command: ReserveSlot, state: SlotState): SlotEvent[] {
  const { start, consultationId, userId, purchaseId, holdUntil } = command.data;
  const events: SlotEvent[] = [];
  if (state.status === 'reserved') {
    if (!isLapsedHold(state, command.metadata.now)) throw new DomainError('conflict', slotTakenMessage);
    events.push({ type: 'SlotReleased', data: { start: state.start, consultationId: state.consultationId, reason: 'payment-timeout' } });
  }
  events.push({
    type: 'SlotReserved',
    data: { start: start.toISOString(), consultationId, userId, purchaseId, holdUntil: holdUntil?.toISOString() ?? null },
  });
  return events;
}

function confirm(command: ConfirmSlotReservation, state: SlotState): SlotEvent[] {
  const reservation = heldBy(state, command.data.consultationId);
  if (!reservation) throw new DomainError('conflict', slotTakenMessage);
  if (reservation.holdUntil === null) return [];
  return [{ type: 'SlotReservationConfirmed', data: { start: reservation.start, consultationId: reservation.consultationId } }];
}

function release(command: ReleaseSlot, state: SlotState): SlotEvent[] {
  // Releasing on behalf of a session that no longer holds the slot changes nothing.
  const reservation = heldBy(state, command.data.consultationId);
  if (!reservation) return [];
  return [{ type: 'SlotReleased', data: { start: reservation.start, consultationId: reservation.consultationId, reason: command.data.reason } }];
}

export const slotDecider: Decider<SlotCommand, SlotEvent, SlotState> = {
  eventTypes: eventTypesOf(slotEventSchemas),
  initialState: () => ({ status: 'free' }),
  decide(command, state) {
    switch (command.type) {
      case 'ReserveSlot':
        return reserve(command, state);
      case 'ConfirmSlotReservation':
        return confirm(command, state);
      case 'ReleaseSlot':
        return release(command, state);
      default:
        throw unknownCase('command', command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'SlotReserved':
        return {
          status: 'reserved',
          start: event.data.start,
          consultationId: event.data.consultationId,
          holdUntil: event.data.holdUntil ? new Date(event.data.holdUntil) : null,
        };
      case 'SlotReservationConfirmed': {
        const reservation = heldBy(state, event.data.consultationId);
        return reservation ? { ...reservation, holdUntil: null } : state;
      }
      case 'SlotReleased':
        return heldBy(state, event.data.consultationId) ? { status: 'free' } : state;
      default:
        throw unknownCase('event', event);
    }
  },
};
