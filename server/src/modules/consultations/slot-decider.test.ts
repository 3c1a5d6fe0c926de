import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { SlotEvent } from './events';
import { slotDecider, slotTakenMessage } from './slot-decider';

const spec = deciderSpec(slotDecider);
const start = new Date('2026-12-01T07:00:00.000Z');
const now = new Date('2026-11-22T10:00:00.000Z');
const holdUntil = new Date('2026-11-22T10:15:00.000Z');
const reserve = (consultationId: number, at = now) => ({
  type: 'ReserveSlot' as const,
  data: { start, consultationId, userId: `u${consultationId}`, purchaseId: `p${consultationId}`, holdUntil },
  metadata: { now: at },
});
const reserved = (consultationId: number): SlotEvent => ({
  type: 'SlotReserved',
  data: { start: start.toISOString(), consultationId, userId: `u${consultationId}`, purchaseId: `p${consultationId}`, holdUntil: holdUntil.toISOString() },
});

describe('slot decider', () => {
  it('should reserve a free slot', () => {
    spec.given([]).when(reserve(1)).then([reserved(1)]);
  });

  it('should not reserve a slot held by another unpaid session', () => {
    spec.given([reserved(1)]).when(reserve(2)).thenThrows(slotTakenMessage);
  });

  it('should not reserve a slot whose session is paid, however late', () => {
    spec
      .given([reserved(1), { type: 'SlotReservationConfirmed', data: { start: start.toISOString(), consultationId: 1 } }])
      .when(reserve(2, new Date('2026-11-30T00:00:00.000Z')))
      .thenThrows(slotTakenMessage);
  });

  it('should release a lapsed hold and reserve, even if the expiry job never ran', () => {
    spec
      .given([reserved(1)])
      .when(reserve(2, new Date('2026-11-22T10:16:00.000Z')))
      .then([{ type: 'SlotReleased', data: { start: start.toISOString(), consultationId: 1, reason: 'payment-timeout' } }, reserved(2)]);
  });

  it('should ignore a release on behalf of a session that no longer holds the slot', () => {
    spec
      .given([reserved(1), { type: 'SlotReleased', data: { start: start.toISOString(), consultationId: 1, reason: 'payment-timeout' } }, reserved(2)])
      .when({ type: 'ReleaseSlot', data: { consultationId: 1, reason: 'payment-timeout' }, metadata: { now } })
      .then([]);
  });

  it('should refuse to confirm a reservation that was lost', () => {
    spec
      .given([])
      .when({ type: 'ConfirmSlotReservation', data: { consultationId: 1 }, metadata: { now } })
      .thenThrows(slotTakenMessage);
  });
});
