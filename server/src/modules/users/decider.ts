import { DomainError, type Decider } from '../../eventstore/decider';
import type { ConsentDocument } from './consent-documents';
import type { ConsentSource, UserEvent } from './events';

export type RegisterUser = {
  type: 'RegisterUser';
  data: {
    userId: string;
    email: string;
    personalDataConsent: ConsentDocument;
    advertisingConsent?: ConsentDocument;
    source: ConsentSource;
  };
  metadata: { now: Date };
};

export type GiveAdvertisingConsent = {
  type: 'GiveAdvertisingConsent';
  data: { consent: ConsentDocument; source: ConsentSource };
  metadata: { now: Date };
};

export type WithdrawAdvertisingConsent = {
  type: 'WithdrawAdvertisingConsent';
  data: { source: ConsentSource };
  metadata: { now: Date };
};

export type UserCommand = RegisterUser | GiveAdvertisingConsent | WithdrawAdvertisingConsent;

export type UserState =
  | { status: 'unknown' }
  | { status: 'registered'; userId: string; email: string; advertisingConsent: boolean };

function register(command: RegisterUser, state: UserState): UserEvent[] {
  if (state.status !== 'unknown') throw new DomainError('conflict', 'Пользователь уже зарегистрирован.');
  const { userId, email, personalDataConsent, advertisingConsent, source } = command.data;
  const at = command.metadata.now.toISOString();
  const events: UserEvent[] = [
    { type: 'UserRegistered', data: { userId, email, registeredAt: at } },
    { type: 'PersonalDataConsentGiven', data: { userId, consent: personalDataConsent, givenAt: at, source } },
  ];
  if (advertisingConsent) {
    events.push({ type: 'AdvertisingConsentGiven', data: { userId, consent: advertisingConsent, givenAt: at, source } });
  }
  return events;
}

function requireRegistered(state: UserState) {
  if (state.status !== 'registered') throw new DomainError('not_found', 'Пользователь не найден.');
  return state;
}

function giveAdvertisingConsent(command: GiveAdvertisingConsent, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  if (user.advertisingConsent) return [];
  const { consent, source } = command.data;
  return [{ type: 'AdvertisingConsentGiven', data: { userId: user.userId, consent, givenAt: command.metadata.now.toISOString(), source } }];
}

function withdrawAdvertisingConsent(command: WithdrawAdvertisingConsent, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  if (!user.advertisingConsent) return [];
  return [
    {
      type: 'AdvertisingConsentWithdrawn',
      data: { userId: user.userId, withdrawnAt: command.metadata.now.toISOString(), source: command.data.source },
    },
  ];
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'unknown' }),
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        return register(command, state);
      case 'GiveAdvertisingConsent':
        return giveAdvertisingConsent(command, state);
      case 'WithdrawAdvertisingConsent':
        return withdrawAdvertisingConsent(command, state);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'registered', userId: event.data.userId, email: event.data.email, advertisingConsent: false };
      case 'PersonalDataConsentGiven':
        return state;
      case 'AdvertisingConsentGiven':
        return state.status === 'registered' ? { ...state, advertisingConsent: true } : state;
      case 'AdvertisingConsentWithdrawn':
        return state.status === 'registered' ? { ...state, advertisingConsent: false } : state;
      default: {
        const unknown: never = event;
        throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
      }
    }
  },
};
