import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import { consultationDecider } from './consultation-decider';
import type { ConsultationEvent } from './events';

const spec = deciderSpec(consultationDecider);
const start = new Date('2026-12-01T07:00:00.000Z');
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const booked: ConsultationEvent = {
  type: 'ConsultationBooked',
  data: { consultationId: 7, userId: 'u1', start: start.toISOString(), typeId: 1, paidBy: { kind: 'payment', purchaseId: 'p1' }, bookedAt: at },
};
const paid: ConsultationEvent = { type: 'ConsultationPaid', data: { consultationId: 7, purchaseId: 'p1', paidAt: at } };

describe('consultation decider', () => {
  it('should book a session paid by a package credit as paid at once', () => {
    spec
      .given([])
      .when({ type: 'BookConsultation', data: { consultationId: 7, userId: 'u1', start, typeId: 1, paidBy: { kind: 'credit' } }, metadata: { now } })
      .then([
        { ...booked, data: { ...booked.data, paidBy: { kind: 'credit' } } },
        { type: 'ConsultationPaid', data: { consultationId: 7, purchaseId: null, paidAt: at } },
      ]);
  });

  it('should book a session of a series with its series, number and length', () => {
    const series = { seriesId: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b', number: 2, count: 5 };
    spec
      .given([])
      .when({ type: 'BookConsultation', data: { consultationId: 7, userId: 'u1', start, typeId: 1, paidBy: { kind: 'credit' }, series }, metadata: { now } })
      .then([
        { ...booked, data: { ...booked.data, paidBy: { kind: 'credit' }, series } },
        { type: 'ConsultationPaid', data: { consultationId: 7, purchaseId: null, paidAt: at } },
      ]);
  });

  it('should record a payment once', () => {
    spec.given([booked]).when({ type: 'MarkConsultationPaid', data: { purchaseId: 'p1' }, metadata: { now } }).then([paid]);
    spec.given([booked, paid]).when({ type: 'MarkConsultationPaid', data: { purchaseId: 'p1' }, metadata: { now } }).then([]);
  });

  it('should let a client cancel a paid session a day ahead and give a credit back', () => {
    spec
      .given([booked, paid])
      .when({ type: 'CancelConsultation', data: { reason: 'cancelled-by-client', by: 'client' }, metadata: { now } })
      .then([{ type: 'ConsultationCancelled', data: { consultationId: 7, reason: 'cancelled-by-client', creditReturned: true, cancelledAt: at } }]);
  });

  it('should not let a client cancel less than 24 hours before', () => {
    spec
      .given([booked, paid])
      .when({ type: 'CancelConsultation', data: { reason: 'cancelled-by-client', by: 'client' }, metadata: { now: new Date('2026-11-30T08:00:00.000Z') } })
      .thenThrows(/за 24 часа/);
  });

  it('should let the coach cancel at any time', () => {
    const late = new Date('2026-12-01T06:30:00.000Z');
    spec
      .given([booked, paid])
      .when({ type: 'CancelConsultation', data: { reason: 'cancelled-by-coach', by: 'coach' }, metadata: { now: late } })
      .then([{ type: 'ConsultationCancelled', data: { consultationId: 7, reason: 'cancelled-by-coach', creditReturned: true, cancelledAt: late.toISOString() } }]);
  });

  it('should not return a credit when the payment is refunded', () => {
    spec
      .given([booked, paid])
      .when({ type: 'CancelConsultation', data: { reason: 'refunded', by: 'coach' }, metadata: { now } })
      .then([{ type: 'ConsultationCancelled', data: { consultationId: 7, reason: 'refunded', creditReturned: false, cancelledAt: at } }]);
  });

  it('should not return a credit for an unpaid session that lapses', () => {
    spec
      .given([booked])
      .when({ type: 'CancelConsultation', data: { reason: 'payment-timeout', by: 'system' }, metadata: { now } })
      .then([{ type: 'ConsultationCancelled', data: { consultationId: 7, reason: 'payment-timeout', creditReturned: false, cancelledAt: at } }]);
  });

  it('should keep only a changed summary', () => {
    spec.given([booked]).when({ type: 'WriteSummary', data: { description: 'Итоги' }, metadata: { now } }).then([
      { type: 'ConsultationSummaryWritten', data: { consultationId: 7, description: 'Итоги', writtenAt: at } },
    ]);
  });

  describe('moving a session', () => {
    const to = new Date('2026-12-04T07:00:00.000Z');
    const moved = (by: 'client' | 'coach', sequence: number, from = start, when = now): ConsultationEvent => ({
      type: 'ConsultationRescheduled',
      data: { consultationId: 7, from: from.toISOString(), to: to.toISOString(), by, sequence, rescheduledAt: when.toISOString() },
    });

    it('should let a client move a paid session a day ahead, raising its sequence', () => {
      spec.given([booked, paid]).when({ type: 'RescheduleConsultation', data: { to, by: 'client' }, metadata: { now } }).then([moved('client', 1)]);
    });

    it('should raise the sequence again on a second move, from where the first one left it', () => {
      const back = new Date('2026-12-06T07:00:00.000Z');
      spec
        .given([booked, paid, moved('client', 1)])
        .when({ type: 'RescheduleConsultation', data: { to: back, by: 'client' }, metadata: { now } })
        .then([
          {
            type: 'ConsultationRescheduled',
            data: { consultationId: 7, from: to.toISOString(), to: back.toISOString(), by: 'client', sequence: 2, rescheduledAt: at },
          },
        ]);
    });

    it('should refuse a client’s move within 24 hours and allow the coach’s', () => {
      const late = new Date('2026-11-30T08:00:00.000Z');
      spec.given([booked, paid]).when({ type: 'RescheduleConsultation', data: { to, by: 'client' }, metadata: { now: late } }).thenThrows(/Перенести.*за 24 часа/);
      spec.given([booked, paid]).when({ type: 'RescheduleConsultation', data: { to, by: 'coach' }, metadata: { now: late } }).then([moved('coach', 1, start, late)]);
    });

    it('should not move an unpaid, cancelled or past session', () => {
      spec.given([booked]).when({ type: 'RescheduleConsultation', data: { to, by: 'coach' }, metadata: { now } }).thenThrows(/только оплаченную/);
      const cancelled: ConsultationEvent = {
        type: 'ConsultationCancelled',
        data: { consultationId: 7, reason: 'cancelled-by-coach', creditReturned: true, cancelledAt: at },
      };
      spec.given([booked, paid, cancelled]).when({ type: 'RescheduleConsultation', data: { to, by: 'coach' }, metadata: { now } }).thenThrows(/отменена/);
      const after = new Date('2026-12-01T09:00:00.000Z');
      spec.given([booked, paid]).when({ type: 'RescheduleConsultation', data: { to, by: 'coach' }, metadata: { now: after } }).thenThrows(/прошла/);
    });
  });

  describe('after the session', () => {
    const after = new Date('2026-12-01T08:00:00.000Z');
    const noShow: ConsultationEvent = { type: 'ConsultationOutcomeMarked', data: { consultationId: 7, outcome: 'no_show', markedAt: after.toISOString() } };

    it('should let the coach mark a started session held or a no-show, once', () => {
      spec.given([booked, paid]).when({ type: 'MarkOutcome', data: { outcome: 'no_show' }, metadata: { now: after } }).then([noShow]);
      spec.given([booked, paid, noShow]).when({ type: 'MarkOutcome', data: { outcome: 'no_show' }, metadata: { now: after } }).then([]);
      spec.given([booked, paid, noShow]).when({ type: 'MarkOutcome', data: { outcome: 'held' }, metadata: { now: after } }).thenThrows(/уже отмечен/);
    });

    it('should not mark a session before it starts, nor an unpaid one', () => {
      spec.given([booked, paid]).when({ type: 'MarkOutcome', data: { outcome: 'held' }, metadata: { now } }).thenThrows(/ещё не началась/);
      spec.given([booked]).when({ type: 'MarkOutcome', data: { outcome: 'held' }, metadata: { now: after } }).thenThrows(/только оплаченную/);
    });

    it('should keep a no-show final: no cancellation gives its credit back, no move', () => {
      spec
        .given([booked, paid, noShow])
        .when({ type: 'CancelConsultation', data: { reason: 'cancelled-by-coach', by: 'coach' }, metadata: { now: after } })
        .thenThrows(/уже отмечен/);
      spec
        .given([booked, paid, noShow])
        .when({ type: 'RescheduleConsultation', data: { to: new Date('2026-12-09T07:00:00.000Z'), by: 'coach' }, metadata: { now: after } })
        .thenThrows(/уже отмечен|прошла/);
    });
  });
});
