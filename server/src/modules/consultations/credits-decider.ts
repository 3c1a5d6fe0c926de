import { eventTypesOf } from '../../eventstore/event-schema';
import { DomainError, type Command, type Decider } from '../../eventstore/decider';
import { type CreditsEvent, creditsEventSchemas } from './events';

export type GrantCredits = Command<'GrantCredits', { userId: string; purchaseId: string; count: number }>;
export type SpendCredit = Command<'SpendCredit', { userId: string; consultationId: number }>;
export type ReturnCredit = Command<'ReturnCredit', { userId: string; consultationId: number }>;
/** The coach's own change of a balance, with the reason she gives. */
export type AdjustCredits = Command<'AdjustCredits', { userId: string; change: 'grant' | 'withdraw'; count: number; reason: string }>;
export type CreditsCommand = GrantCredits | SpendCredit | ReturnCredit | AdjustCredits;

export type CreditsState = { balance: number; grantedFor: ReadonlySet<string>; returnedFor: ReadonlySet<number> };

export const creditsDecider: Decider<CreditsCommand, CreditsEvent, CreditsState> = {
  eventTypes: eventTypesOf(creditsEventSchemas),
  initialState: () => ({ balance: 0, grantedFor: new Set(), returnedFor: new Set() }),
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
      case 'AdjustCredits': {
        const { userId, change, count, reason } = command.data;
        if (change === 'grant') return [{ type: 'CreditsGrantedByCoach', data: { userId, count, reason, grantedAt: at } }];
        if (count > state.balance) throw new DomainError('conflict', `Нельзя списать больше, чем осталось на счёте клиента (сессий: ${state.balance}).`);
        return [{ type: 'CreditsWithdrawnByCoach', data: { userId, count, reason, withdrawnAt: at } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CreditsGranted':
        return { ...state, balance: state.balance + event.data.count, grantedFor: new Set([...state.grantedFor, event.data.purchaseId]) };
      case 'CreditSpent':
        return { ...state, balance: state.balance - 1 };
      case 'CreditReturned':
        return { ...state, balance: state.balance + 1, returnedFor: new Set([...state.returnedFor, event.data.consultationId]) };
      case 'CreditsGrantedByCoach':
        return { ...state, balance: state.balance + event.data.count };
      case 'CreditsWithdrawnByCoach':
        return { ...state, balance: state.balance - event.data.count };
      default: {
        const unknown: never = event;
        throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
      }
    }
  },
};
