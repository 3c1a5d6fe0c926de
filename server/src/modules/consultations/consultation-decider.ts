import { eventTypesOf } from '../../eventstore/event-schema';
import { plural } from '../../shared/russian-plural';
import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { type ConsultationEvent, type ReleaseReason, type SessionOutcome, type SessionPaidBy, type SessionSeries, consultationEventSchemas } from './events';

export type BookConsultation = Command<
  'BookConsultation',
  { consultationId: number; userId: string; start: Date; typeId: number; paidBy: SessionPaidBy; series?: SessionSeries }
>;
export type MarkConsultationPaid = Command<'MarkConsultationPaid', { purchaseId: string | null }>;
export type WriteSummary = Command<'WriteSummary', { description: string }>;
export type CancelConsultation = Command<'CancelConsultation', { reason: ReleaseReason; by: 'client' | 'coach' | 'system' }>;
export type RescheduleConsultation = Command<'RescheduleConsultation', { to: Date; by: 'client' | 'coach' }>;
export type MarkOutcome = Command<'MarkOutcome', { outcome: SessionOutcome }>;
export type SetMeetingRoom = Command<'SetMeetingRoom', { meetingUrl: string | null }>;
export type ConsultationCommand =
  | BookConsultation
  | MarkConsultationPaid
  | WriteSummary
  | CancelConsultation
  | RescheduleConsultation
  | MarkOutcome
  | SetMeetingRoom;

export type ConsultationState =
  | { status: 'none' }
  | {
      status: 'booked' | 'paid' | 'cancelled';
      consultationId: number;
      userId: string;
      start: Date;
      paidBy: SessionPaidBy;
      description: string;
      /** How often the session changed since it was booked (its calendar invitation's SEQUENCE). */
      sequence: number;
      /** The coach's mark once the session has started: it took place, or the client did not come. */
      outcome: SessionOutcome | null;
      /** A room of this session's own; null means the coach's default room. */
      meetingUrl: string | null;
      /** Its payment arrived and confirmed it once; it stays so after a cancellation. */
      paidOnce: boolean;
    };

/** A cancellation is a change of its own: the withdrawn invitation outranks the last one sent. */
export const cancelledSequence = (sequence: number) => sequence + 1;

/** A client may cancel up to this long before the session; the coach at any time. */
export const clientCancellationNoticeHours = 24;

function requireBooked(state: ConsultationState) {
  if (state.status === 'none') throw new DomainError('not_found', 'Сессия не найдена.');
  return state;
}

/** The client's notice rule, shared by cancelling and moving: not later than `clientCancellationNoticeHours` before the start. */
function requireClientNotice(start: Date, now: Date, action: 'Отменить' | 'Перенести') {
  const hoursLeft = (start.getTime() - now.getTime()) / 3_600_000;
  if (hoursLeft < clientCancellationNoticeHours) {
    throw new DomainError(
      'invalid',
      `${action} сессию можно не позднее чем за ${clientCancellationNoticeHours} ${plural(clientCancellationNoticeHours, 'час', 'часа', 'часов')} до начала. Напишите в поддержку, если что-то случилось.`,
    );
  }
}

const alreadyMarkedMessage = 'Итог сессии уже отмечен: изменить её нельзя.';

function markOutcome(command: MarkOutcome, state: ConsultationState): ConsultationEvent[] {
  const session = requireBooked(state);
  if (session.status === 'cancelled') throw new DomainError('conflict', 'Сессия отменена.');
  if (session.status !== 'paid') throw new DomainError('invalid', 'Отметить можно только оплаченную сессию.');
  const now = command.metadata.now;
  if (session.start.getTime() > now.getTime()) throw new DomainError('invalid', 'Сессия ещё не началась: отметить её можно после начала.');
  if (session.outcome === command.data.outcome) return [];
  if (session.outcome !== null) throw new DomainError('conflict', alreadyMarkedMessage);
  return [{ type: 'ConsultationOutcomeMarked', data: { consultationId: session.consultationId, outcome: command.data.outcome, markedAt: now.toISOString() } }];
}

function reschedule(command: RescheduleConsultation, state: ConsultationState): ConsultationEvent[] {
  const session = requireBooked(state);
  if (session.status === 'cancelled') throw new DomainError('conflict', 'Сессия отменена.');
  if (session.outcome !== null) throw new DomainError('conflict', alreadyMarkedMessage);
  if (session.status !== 'paid') throw new DomainError('invalid', 'Перенести можно только оплаченную сессию.');
  const { to, by } = command.data;
  const now = command.metadata.now;
  if (to.getTime() === session.start.getTime()) return [];
  if (session.start.getTime() <= now.getTime()) throw new DomainError('invalid', 'Сессия уже началась или прошла: перенести её нельзя.');
  if (by === 'client') requireClientNotice(session.start, now, 'Перенести');
  return [
    {
      type: 'ConsultationRescheduled',
      data: {
        consultationId: session.consultationId,
        from: session.start.toISOString(),
        to: to.toISOString(),
        by,
        sequence: session.sequence + 1,
        rescheduledAt: now.toISOString(),
      },
    },
  ];
}

function cancel(command: CancelConsultation, state: ConsultationState): ConsultationEvent[] {
  const session = requireBooked(state);
  if (session.status === 'cancelled') return [];
  // A held session or a no-show is final: cancelling it now would give back what it consumed.
  if (session.outcome !== null) throw new DomainError('conflict', alreadyMarkedMessage);
  const now = command.metadata.now;
  if (command.data.by === 'client') requireClientNotice(session.start, now, 'Отменить');
  // A session already paid for (by money or a package credit) gives its client a credit back,
  // unless the money itself goes back.
  const creditReturned = session.status === 'paid' && command.data.reason !== 'refunded';
  return [
    {
      type: 'ConsultationCancelled',
      data: { consultationId: session.consultationId, reason: command.data.reason, creditReturned, cancelledAt: now.toISOString() },
    },
  ];
}

export const consultationDecider: Decider<ConsultationCommand, ConsultationEvent, ConsultationState> = {
  eventTypes: eventTypesOf(consultationEventSchemas),
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    const now = command.metadata.now.toISOString();
    switch (command.type) {
      case 'BookConsultation': {
        if (state.status !== 'none') throw new DomainError('conflict', 'Сессия уже записана.');
        const { consultationId, userId, start, typeId, paidBy, series } = command.data;
        const booked: ConsultationEvent = {
          type: 'ConsultationBooked',
          data: { consultationId, userId, start: start.toISOString(), typeId, paidBy, bookedAt: now, ...(series ? { series } : {}) },
        };
        if (paidBy.kind === 'payment') return [booked];
        return [booked, { type: 'ConsultationPaid', data: { consultationId, purchaseId: null, paidAt: now } }];
      }
      case 'MarkConsultationPaid': {
        const session = requireBooked(state);
        if (session.status !== 'booked') return [];
        return [{ type: 'ConsultationPaid', data: { consultationId: session.consultationId, purchaseId: command.data.purchaseId, paidAt: now } }];
      }
      case 'WriteSummary': {
        const session = requireBooked(state);
        if (session.description === command.data.description) return [];
        return [
          { type: 'ConsultationSummaryWritten', data: { consultationId: session.consultationId, description: command.data.description, writtenAt: now } },
        ];
      }
      case 'CancelConsultation':
        return cancel(command, state);
      case 'RescheduleConsultation':
        return reschedule(command, state);
      case 'MarkOutcome':
        return markOutcome(command, state);
      case 'SetMeetingRoom': {
        const session = requireBooked(state);
        if (session.status === 'cancelled') throw new DomainError('conflict', 'Сессия отменена.');
        if (session.meetingUrl === command.data.meetingUrl) return [];
        return [
          {
            type: 'ConsultationMeetingRoomSet',
            data: { consultationId: session.consultationId, meetingUrl: command.data.meetingUrl, sequence: session.sequence + 1, setAt: now },
          },
        ];
      }
      default:
        throw unknownCase('command', command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ConsultationBooked':
        return {
          status: 'booked',
          consultationId: event.data.consultationId,
          userId: event.data.userId,
          start: new Date(event.data.start),
          paidBy: event.data.paidBy,
          description: '',
          sequence: 0,
          outcome: null,
          meetingUrl: null,
          paidOnce: false,
        };
      case 'ConsultationPaid':
        return state.status === 'none' ? state : { ...state, status: 'paid', paidOnce: true };
      case 'ConsultationSummaryWritten':
        return state.status === 'none' ? state : { ...state, description: event.data.description };
      case 'ConsultationCancelled':
        return state.status === 'none' ? state : { ...state, status: 'cancelled', sequence: cancelledSequence(state.sequence) };
      case 'ConsultationRescheduled':
        return state.status === 'none' ? state : { ...state, start: new Date(event.data.to), sequence: event.data.sequence };
      case 'ConsultationOutcomeMarked':
        return state.status === 'none' ? state : { ...state, outcome: event.data.outcome };
      case 'ConsultationMeetingRoomSet':
        return state.status === 'none' ? state : { ...state, meetingUrl: event.data.meetingUrl, sequence: event.data.sequence };
      default:
        throw unknownCase('event', event);
    }
  },
};
