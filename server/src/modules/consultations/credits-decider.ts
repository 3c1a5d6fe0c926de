import { eventTypesOf } from '../../eventstore/event-schema';
import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { type CreditsEvent, creditsEventSchemas } from './events';

/** `consultationId`: the package's own session, booked with its payment. */
export type GrantCredits = Command<'GrantCredits', { userId: string; purchaseId: string; count: number; consultationId?: number }>;
export type SpendCredit = Command<'SpendCredit', { userId: string; consultationId: number }>;
export type ReturnCredit = Command<'ReturnCredit', { userId: string; consultationId: number }>;
/** A credit spent for a session that was then never booked (a series stopped between the two steps) goes back; none spent, none returned. */
export type ReturnUnbookedCredit = Command<'ReturnUnbookedCredit', { userId: string; consultationId: number }>;
/** The coach's own change of a balance, with the reason she gives. */
export type AdjustCredits = Command<'AdjustCredits', { userId: string; change: 'grant' | 'withdraw'; count: number; reason: string }>;
/** The coach refunds a package: what is left of it leaves the balance (once; a repeat decides nothing). */
export type RefundPackageCredits = Command<'RefundPackageCredits', { userId: string; purchaseId: string; ownSessionUnused: boolean }>;
export type CreditsCommand = GrantCredits | SpendCredit | ReturnCredit | ReturnUnbookedCredit | AdjustCredits | RefundPackageCredits;

export type CreditsState = {
  balance: number;
  grantedFor: ReadonlySet<string>;
  returnedFor: ReadonlySet<number>;
  /**
   * The unused sessions of each paid package, in the order they were bought. A credit is spent from
   * the oldest package that has one (first in, first out) and a returned credit goes back where it
   * came from; the coach's gifts (the balance beyond the packages) are spent last and withdrawn first.
   */
  packages: ReadonlyMap<string, number>;
  /** Where each spent credit (and each package's own session) came from: a package, or null for a gift. */
  spentFrom: ReadonlyMap<number, string | null>;
  /** Refunded packages and how many of their sessions were unused then. */
  refunded: ReadonlyMap<string, { count: number; unusedSessions: number }>;
};

const inPackages = (state: CreditsState) => [...state.packages.values()].reduce((sum, left) => sum + left, 0);

/** Takes `count` credits from the packages, oldest first. */
function takeFromPackages(packages: ReadonlyMap<string, number>, count: number): { packages: Map<string, number>; from: string | null } {
  const next = new Map(packages);
  let from: string | null = null;
  let left = count;
  for (const [purchaseId, unused] of next) {
    if (left === 0) break;
    const taken = Math.min(unused, left);
    if (taken === 0) continue;
    next.set(purchaseId, unused - taken);
    from ??= purchaseId;
    left -= taken;
  }
  return { packages: next, from };
}

/** The package the next credit is spent from (first in, first out); null for a coach's gift, or when none is left. */
export const nextCreditPackage = (state: CreditsState): string | null => (state.balance > 0 ? takeFromPackages(state.packages, 1).from : null);

export const creditsDecider: Decider<CreditsCommand, CreditsEvent, CreditsState> = {
  eventTypes: eventTypesOf(creditsEventSchemas),
  initialState: () => ({ balance: 0, grantedFor: new Set(), returnedFor: new Set(), packages: new Map(), spentFrom: new Map(), refunded: new Map() }),
  decide(command, state) {
    const at = command.metadata.now.toISOString();
    switch (command.type) {
      case 'GrantCredits': {
        // One grant per purchase, however often its payment is reported.
        if (state.grantedFor.has(command.data.purchaseId) || command.data.count <= 0) return [];
        return [{ type: 'CreditsGranted', data: { ...command.data, grantedAt: at } }];
      }
      case 'SpendCredit':
        if (state.balance <= 0) throw new DomainError('conflict', 'Оплаченные сессии из пакета закончились.');
        return [{ type: 'CreditSpent', data: { ...command.data, spentAt: at } }];
      case 'ReturnCredit':
        if (state.returnedFor.has(command.data.consultationId)) return [];
        return [{ type: 'CreditReturned', data: { ...command.data, returnedAt: at } }];
      case 'ReturnUnbookedCredit':
        if (!state.spentFrom.has(command.data.consultationId) || state.returnedFor.has(command.data.consultationId)) return [];
        return [{ type: 'CreditReturned', data: { ...command.data, returnedAt: at } }];
      case 'AdjustCredits': {
        const { userId, change, count, reason } = command.data;
        if (change === 'grant') return [{ type: 'CreditsGrantedByCoach', data: { userId, count, reason, grantedAt: at } }];
        if (count > state.balance) throw new DomainError('conflict', `Нельзя списать больше, чем осталось на счёте клиента (сессий: ${state.balance}).`);
        return [{ type: 'CreditsWithdrawnByCoach', data: { userId, count, reason, withdrawnAt: at } }];
      }
      case 'RefundPackageCredits': {
        const { userId, purchaseId, ownSessionUnused } = command.data;
        if (state.refunded.has(purchaseId)) return [];
        if (!state.grantedFor.has(purchaseId)) throw new DomainError('invalid', 'Сессии этого пакета не найдены у клиента.');
        const count = state.packages.get(purchaseId) ?? 0;
        return [{ type: 'PackageCreditsRefunded', data: { userId, purchaseId, count, unusedSessions: count + (ownSessionUnused ? 1 : 0), refundedAt: at } }];
      }
      default:
        throw unknownCase('command', command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CreditsGranted': {
        const { purchaseId, count, consultationId } = event.data;
        const spentFrom = consultationId === undefined ? state.spentFrom : new Map([...state.spentFrom, [consultationId, purchaseId]]);
        return {
          ...state,
          balance: state.balance + count,
          grantedFor: new Set([...state.grantedFor, purchaseId]),
          packages: new Map([...state.packages, [purchaseId, count]]),
          spentFrom,
        };
      }
      case 'CreditSpent': {
        const taken = takeFromPackages(state.packages, 1);
        return { ...state, balance: state.balance - 1, packages: taken.packages, spentFrom: new Map([...state.spentFrom, [event.data.consultationId, taken.from]]) };
      }
      case 'CreditReturned': {
        const from = state.spentFrom.get(event.data.consultationId) ?? null;
        // Back to its package, unless the package was refunded meanwhile: then it is the client's like a gift.
        const packages = from !== null && state.packages.has(from) && !state.refunded.has(from) ? new Map([...state.packages, [from, (state.packages.get(from) ?? 0) + 1]]) : state.packages;
        return { ...state, balance: state.balance + 1, packages, returnedFor: new Set([...state.returnedFor, event.data.consultationId]) };
      }
      case 'CreditsGrantedByCoach':
        return { ...state, balance: state.balance + event.data.count };
      case 'CreditsWithdrawnByCoach': {
        const gifts = state.balance - inPackages(state);
        const fromPackages = Math.max(0, event.data.count - gifts);
        return { ...state, balance: state.balance - event.data.count, packages: takeFromPackages(state.packages, fromPackages).packages };
      }
      case 'PackageCreditsRefunded': {
        const { purchaseId, count, unusedSessions } = event.data;
        return {
          ...state,
          balance: state.balance - count,
          packages: new Map([...state.packages, [purchaseId, 0]]),
          refunded: new Map([...state.refunded, [purchaseId, { count, unusedSessions }]]),
        };
      }
      default:
        throw unknownCase('event', event);
    }
  },
};
