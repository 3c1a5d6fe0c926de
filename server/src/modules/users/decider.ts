import { eventTypesOf } from '../../eventstore/event-schema';
import { addressOf, DomainError, type Command, type ConsentDecisionMetadata, type Decider, unknownCase } from '../../eventstore/decider';
import type { ConsentDocument } from './consent-documents';
import { type ColorTheme, type ConsentSource, type TimeZoneSource, type UserEvent, userEventSchemas } from './events';

export type RegisterUser = Command<
  'RegisterUser',
  { userId: string; email: string; personalDataConsent: ConsentDocument; advertisingConsent?: ConsentDocument; source: ConsentSource },
  ConsentDecisionMetadata
>;
export type OpenCoachAccount = Command<'OpenCoachAccount', { userId: string; email: string }>;
export type GiveAdvertisingConsent = Command<'GiveAdvertisingConsent', { consent: ConsentDocument; source: ConsentSource }, ConsentDecisionMetadata>;
export type WithdrawAdvertisingConsent = Command<'WithdrawAdvertisingConsent', { source: ConsentSource }, ConsentDecisionMetadata>;
export type ChangeEmail = Command<'ChangeEmail', { email: string }>;
/** A field left out stays as it is. */
export type UpdateProfile = Command<'UpdateProfile', { name?: string | null; theme?: ColorTheme }>;
export type DeleteAccount = Command<'DeleteAccount', { erasedStreams: string[] }>;
/** `sign-in`: the browser's zone, taken only while the account has none; `settings`: her choice, always taken. */
export type SetTimeZone = Command<'SetTimeZone', { timeZone: string; source: TimeZoneSource }>;

export type UserCommand =
  | RegisterUser
  | OpenCoachAccount
  | GiveAdvertisingConsent
  | WithdrawAdvertisingConsent
  | ChangeEmail
  | UpdateProfile
  | SetTimeZone
  | DeleteAccount;

export type RegisteredUser = {
  status: 'registered';
  userId: string;
  email: string | null;
  name: string | null;
  theme: ColorTheme;
  /** Her IANA time zone; null until her browser told it or she chose one (Moscow is assumed). */
  timeZone: string | null;
  advertisingConsent: boolean;
};

export type UserState = { status: 'unknown' } | RegisteredUser | { status: 'deleted'; userId: string };

function register(command: RegisterUser, state: UserState): UserEvent[] {
  if (state.status !== 'unknown') throw new DomainError('conflict', 'Пользователь уже зарегистрирован.');
  const { userId, email, personalDataConsent, advertisingConsent, source } = command.data;
  const at = command.metadata.now.toISOString();
  const from = addressOf(command);
  const events: UserEvent[] = [
    { type: 'UserRegistered', data: { userId, email, registeredAt: at } },
    { type: 'PersonalDataConsentGiven', data: { userId, consent: personalDataConsent, givenAt: at, source, ...from } },
  ];
  if (advertisingConsent) {
    events.push({ type: 'AdvertisingConsentGiven', data: { userId, consent: advertisingConsent, givenAt: at, source, ...from } });
  }
  return events;
}

function openCoachAccount(command: OpenCoachAccount, state: UserState): UserEvent[] {
  if (state.status !== 'unknown') throw new DomainError('conflict', 'Пользователь уже зарегистрирован.');
  const { userId, email } = command.data;
  return [{ type: 'CoachAccountOpened', data: { userId, email, openedAt: command.metadata.now.toISOString() } }];
}

function requireRegistered(state: UserState): RegisteredUser {
  if (state.status !== 'registered') throw new DomainError('not_found', 'Пользователь не найден.');
  return state;
}

function giveAdvertisingConsent(command: GiveAdvertisingConsent, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  if (user.advertisingConsent) return [];
  const { consent, source } = command.data;
  return [{ type: 'AdvertisingConsentGiven', data: { userId: user.userId, consent, givenAt: command.metadata.now.toISOString(), source, ...addressOf(command) } }];
}

function withdrawAdvertisingConsent(command: WithdrawAdvertisingConsent, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  if (!user.advertisingConsent) return [];
  return [
    {
      type: 'AdvertisingConsentWithdrawn',
      data: { userId: user.userId, withdrawnAt: command.metadata.now.toISOString(), source: command.data.source, ...addressOf(command) },
    },
  ];
}

function changeEmail(command: ChangeEmail, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  if (user.email === command.data.email) return [];
  return [{ type: 'UserEmailChanged', data: { userId: user.userId, email: command.data.email, changedAt: command.metadata.now.toISOString() } }];
}

function updateProfile(command: UpdateProfile, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  const at = command.metadata.now.toISOString();
  const events: UserEvent[] = [];
  const { name, theme } = command.data;
  if (name !== undefined && user.name !== name) events.push({ type: 'UserNameChanged', data: { userId: user.userId, name, changedAt: at } });
  if (theme !== undefined && user.theme !== theme) events.push({ type: 'UserThemeChanged', data: { userId: user.userId, theme, changedAt: at } });
  return events;
}

function setTimeZone(command: SetTimeZone, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  const { timeZone, source } = command.data;
  if (user.timeZone === timeZone || (source === 'sign-in' && user.timeZone !== null)) return [];
  return [{ type: 'UserTimeZoneChanged', data: { userId: user.userId, timeZone, source, changedAt: command.metadata.now.toISOString() } }];
}

function deleteAccount(command: DeleteAccount, state: UserState): UserEvent[] {
  const user = requireRegistered(state);
  return [
    { type: 'AccountDeleted', data: { userId: user.userId, deletedAt: command.metadata.now.toISOString(), erasedStreams: command.data.erasedStreams } },
  ];
}

/** Applies a change to a registered user; events of other states leave them as they are. */
const whenRegistered = (state: UserState, change: (user: RegisteredUser) => UserState): UserState =>
  state.status === 'registered' ? change(state) : state;

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  eventTypes: eventTypesOf(userEventSchemas),
  initialState: () => ({ status: 'unknown' }),
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        return register(command, state);
      case 'OpenCoachAccount':
        return openCoachAccount(command, state);
      case 'GiveAdvertisingConsent':
        return giveAdvertisingConsent(command, state);
      case 'WithdrawAdvertisingConsent':
        return withdrawAdvertisingConsent(command, state);
      case 'ChangeEmail':
        return changeEmail(command, state);
      case 'UpdateProfile':
        return updateProfile(command, state);
      case 'SetTimeZone':
        return setTimeZone(command, state);
      case 'DeleteAccount':
        return deleteAccount(command, state);
      default:
        throw unknownCase('command', command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
      case 'CoachAccountOpened':
        return { status: 'registered', userId: event.data.userId, email: event.data.email, name: null, theme: 'light', timeZone: null, advertisingConsent: false };
      case 'PersonalDataConsentGiven':
        return state;
      case 'AdvertisingConsentGiven':
        return whenRegistered(state, (user) => ({ ...user, advertisingConsent: true }));
      case 'AdvertisingConsentWithdrawn':
        return whenRegistered(state, (user) => ({ ...user, advertisingConsent: false }));
      case 'UserEmailChanged':
        return whenRegistered(state, (user) => ({ ...user, email: event.data.email }));
      case 'UserNameChanged':
        return whenRegistered(state, (user) => ({ ...user, name: event.data.name }));
      case 'UserThemeChanged':
        return whenRegistered(state, (user) => ({ ...user, theme: event.data.theme }));
      case 'UserTimeZoneChanged':
        return whenRegistered(state, (user) => ({ ...user, timeZone: event.data.timeZone }));
      case 'AccountDeleted':
        return { status: 'deleted', userId: event.data.userId };
      default:
        throw unknownCase('event', event);
    }
  },
};
