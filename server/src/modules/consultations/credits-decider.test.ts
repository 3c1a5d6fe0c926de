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
