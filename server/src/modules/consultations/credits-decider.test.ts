import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import { creditsDecider } from './credits-decider';
import type { CreditsEvent } from './events';

const spec = deciderSpec(creditsDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const granted: CreditsEvent = { type: 'CreditsGranted', data: { userId: 'u1', purchaseId: 'p1', count: 4, grantedAt: at } };

describe('credits decider', () => {
  it('should grant a package once however often its payment is reported', () => {
    spec.given([]).when({ type: 'GrantCredits', data: { userId: 'u1', purchaseId: 'p1', count: 4 }, metadata: { now } }).then([granted]);
    spec.given([granted]).when({ type: 'GrantCredits', data: { userId: 'u1', purchaseId: 'p1', count: 4 }, metadata: { now } }).then([]);
  });

  it('should not spend a credit that is not there', () => {
    spec.given([]).when({ type: 'SpendCredit', data: { userId: 'u1', consultationId: 1 }, metadata: { now } }).thenThrows(/закончились/);
  });

  it('should spend down to zero and return a credit once per session', () => {
    const spent = (id: number): CreditsEvent => ({ type: 'CreditSpent', data: { userId: 'u1', consultationId: id, spentAt: at } });
    spec.given([granted, spent(1), spent(2), spent(3), spent(4)])
      .when({ type: 'SpendCredit', data: { userId: 'u1', consultationId: 5 }, metadata: { now } })
      .thenThrows(/закончились/);
    const returned: CreditsEvent = { type: 'CreditReturned', data: { userId: 'u1', consultationId: 1, returnedAt: at } };
    spec.given([granted, spent(1)]).when({ type: 'ReturnCredit', data: { userId: 'u1', consultationId: 1 }, metadata: { now } }).then([returned]);
    spec.given([granted, spent(1), returned]).when({ type: 'ReturnCredit', data: { userId: 'u1', consultationId: 1 }, metadata: { now } }).then([]);
  });

  it('should give back the credit spent for a session never booked, once, and nothing when none was spent for it', () => {
    const spent: CreditsEvent = { type: 'CreditSpent', data: { userId: 'u1', consultationId: 7, spentAt: at } };
    const returned: CreditsEvent = { type: 'CreditReturned', data: { userId: 'u1', consultationId: 7, returnedAt: at } };
    const unbooked = (consultationId: number) => ({ type: 'ReturnUnbookedCredit' as const, data: { userId: 'u1', consultationId }, metadata: { now } });
    spec.given([granted, spent]).when(unbooked(7)).then([returned]);
    spec.given([granted, spent, returned]).when(unbooked(7)).then([]);
    spec.given([granted, spent]).when(unbooked(8)).then([]);
  });
});

describe('the coach adjusting a balance', () => {
  const adjust = (change: 'grant' | 'withdraw', count: number) =>
    ({ type: 'AdjustCredits', data: { userId: 'u1', change, count, reason: 'подарок' }, metadata: { now } }) as const;
  const grantedByCoach: CreditsEvent = { type: 'CreditsGrantedByCoach', data: { userId: 'u1', count: 2, reason: 'подарок', grantedAt: at } };

  it('should grant sessions with her reason, even on an empty balance', () => {
    spec.given([]).when(adjust('grant', 2)).then([grantedByCoach]);
  });

  it('should withdraw what is there and refuse to go below zero', () => {
    spec.given([grantedByCoach]).when(adjust('withdraw', 2))
      .then([{ type: 'CreditsWithdrawnByCoach', data: { userId: 'u1', count: 2, reason: 'подарок', withdrawnAt: at } }]);
    spec.given([grantedByCoach]).when(adjust('withdraw', 3)).thenThrows(/больше, чем осталось/);
  });
});

describe("a package's credits, first in, first out", () => {
  const grant = (purchaseId: string, count: number, consultationId?: number): CreditsEvent => ({
    type: 'CreditsGranted',
    data: { userId: 'u1', purchaseId, count, ...(consultationId === undefined ? {} : { consultationId }), grantedAt: at },
  });
  const spent = (id: number): CreditsEvent => ({ type: 'CreditSpent', data: { userId: 'u1', consultationId: id, spentAt: at } });
  const returned = (id: number): CreditsEvent => ({ type: 'CreditReturned', data: { userId: 'u1', consultationId: id, returnedAt: at } });
  const refund = (purchaseId: string, ownSessionUnused = false) =>
    ({ type: 'RefundPackageCredits', data: { userId: 'u1', purchaseId, ownSessionUnused }, metadata: { now } }) as const;
  const refunded = (purchaseId: string, count: number, unusedSessions = count): CreditsEvent => ({
    type: 'PackageCreditsRefunded',
    data: { userId: 'u1', purchaseId, count, unusedSessions, refundedAt: at },
  });

  it('should spend the oldest package first and take back only what is left of the refunded one', () => {
    spec.given([grant('p1', 2), grant('p2', 4), spent(1), spent(2), spent(3)]).when(refund('p2')).then([refunded('p2', 3)]);
    spec.given([grant('p1', 2), grant('p2', 4), spent(1), spent(2), spent(3)]).when(refund('p1')).then([refunded('p1', 0)]);
  });

  it("should put a returned credit back into its own package, and the package's own session too", () => {
    spec.given([grant('p1', 2), grant('p2', 4), spent(1), returned(1)]).when(refund('p1')).then([refunded('p1', 2)]);
    spec.given([grant('p1', 4, 50), returned(50)]).when(refund('p1')).then([refunded('p1', 5)]);
    spec.given([grant('p1', 4, 50)]).when(refund('p1', true)).then([refunded('p1', 4, 5)]);
  });

  it("should withdraw the coach's gifts before a package's sessions", () => {
    const gift: CreditsEvent = { type: 'CreditsGrantedByCoach', data: { userId: 'u1', count: 1, reason: 'подарок', grantedAt: at } };
    const withdrawn = (count: number): CreditsEvent => ({ type: 'CreditsWithdrawnByCoach', data: { userId: 'u1', count, reason: 'ошибка', withdrawnAt: at } });
    spec.given([grant('p1', 4), gift, withdrawn(1)]).when(refund('p1')).then([refunded('p1', 4)]);
    spec.given([grant('p1', 4), gift, withdrawn(2)]).when(refund('p1')).then([refunded('p1', 3)]);
  });

  it('should refund a package once, and a credit returned after it is the client\'s like a gift', () => {
    spec.given([grant('p1', 4), refunded('p1', 4)]).when(refund('p1')).then([]);
    spec.given([grant('p1', 4), spent(1), refunded('p1', 3), returned(1)])
      .when({ type: 'SpendCredit', data: { userId: 'u1', consultationId: 2 }, metadata: { now } })
      .then([{ type: 'CreditSpent', data: { userId: 'u1', consultationId: 2, spentAt: at } }]);
    spec.given([]).when(refund('p9')).thenThrows(/не найдены/);
  });
});
