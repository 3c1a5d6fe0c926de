import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import { messengerConsentDocuments } from '../users/consent-documents';
import type { MessengerEvent } from './events';
import { messengerDecider, type MessengerCommand } from './messenger-decider';

const spec = deciderSpec(messengerDecider);
const now = new Date('2026-12-01T07:00:00.000Z');
const at = now.toISOString();
const metadata = { now };
const consent = messengerConsentDocuments.telegram;

const link: MessengerCommand = { type: 'LinkMessenger', data: { userId: 'u1', channel: 'telegram', role: 'client', consent }, metadata };
const linked: MessengerEvent = { type: 'MessengerLinked', data: { userId: 'u1', channel: 'telegram', role: 'client', consent, linkedAt: at } };
const unlink = (reason: 'unlinked' | 'stopped' | 'blocked'): MessengerCommand => ({ type: 'UnlinkMessenger', data: { userId: 'u1', channel: 'telegram', role: 'client', reason }, metadata });
const unlinked: MessengerEvent = { type: 'MessengerUnlinked', data: { userId: 'u1', channel: 'telegram', role: 'client', reason: 'stopped', unlinkedAt: at } };
const confirm = (sequence: number): MessengerCommand => ({ type: 'ConfirmSessionAttendance', data: { userId: 'u1', consultationId: 7, sequence, channel: 'telegram' }, metadata });
const confirmed = (sequence: number): MessengerEvent => ({ type: 'SessionAttendanceConfirmed', data: { userId: 'u1', consultationId: 7, sequence, channel: 'telegram', confirmedAt: at } });

describe('messenger decider', () => {
  it('should link a chat with her consent once, and again after it was unlinked', () => {
    spec.given([]).when(link).then([linked]);
    spec.given([linked]).when(link).then([]);
    spec.given([linked, unlinked]).when(link).then([linked]);
  });

  it('should link the coach\'s own chat apart from her client chat, without a consent', () => {
    const coachLink: MessengerCommand = { type: 'LinkMessenger', data: { userId: 'u1', channel: 'telegram', role: 'coach', consent: null }, metadata };
    spec.given([linked]).when(coachLink).then([{ type: 'MessengerLinked', data: { userId: 'u1', channel: 'telegram', role: 'coach', consent: null, linkedAt: at } }]);
  });

  it('should unlink a linked chat with its reason, and record nothing for one not linked (a /stop after «Отвязать»)', () => {
    spec.given([linked]).when(unlink('blocked')).then([{ type: 'MessengerUnlinked', data: { userId: 'u1', channel: 'telegram', role: 'client', reason: 'blocked', unlinkedAt: at } }]);
    spec.given([linked, unlinked]).when(unlink('unlinked')).then([]);
    spec.given([]).when(unlink('stopped')).then([]);
  });

  it('should confirm a session\'s time once, and its new time after a move', () => {
    spec.given([linked]).when(confirm(0)).then([confirmed(0)]);
    spec.given([linked, confirmed(0)]).when(confirm(0)).then([]);
    spec.given([linked, confirmed(0)]).when(confirm(1)).then([confirmed(1)]);
  });
});
