import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import { advertisingConsentDocument, personalDataConsentDocument } from './consent-documents';
import { userDecider } from './decider';
import type { UserEvent } from './events';

const spec = deciderSpec(userDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const registered: UserEvent[] = [
  { type: 'UserRegistered', data: { userId: 'u1', email: 'anna@example.ru', registeredAt: at } },
  { type: 'PersonalDataConsentGiven', data: { userId: 'u1', consent: personalDataConsentDocument, givenAt: at, source: 'registration' } },
];

describe('user decider', () => {
  it('should record registration with the personal-data consent and its document version', () => {
    spec
      .given([])
      .when({
        type: 'RegisterUser',
        data: { userId: 'u1', email: 'anna@example.ru', personalDataConsent: personalDataConsentDocument, source: 'registration' },
        metadata: { now },
      })
      .then(registered);
  });

  it('should record the optional advertising consent given at registration', () => {
    spec
      .given([])
      .when({
        type: 'RegisterUser',
        data: {
          userId: 'u1',
          email: 'anna@example.ru',
          personalDataConsent: personalDataConsentDocument,
          advertisingConsent: advertisingConsentDocument,
          source: 'registration',
        },
        metadata: { now },
      })
      .then([
        ...registered,
        { type: 'AdvertisingConsentGiven', data: { userId: 'u1', consent: advertisingConsentDocument, givenAt: at, source: 'registration' } },
      ]);
  });

  it('should not register the same user twice', () => {
    spec
      .given(registered)
      .when({
        type: 'RegisterUser',
        data: { userId: 'u1', email: 'anna@example.ru', personalDataConsent: personalDataConsentDocument, source: 'registration' },
        metadata: { now },
      })
      .thenThrows(/уже зарегистрирован/);
  });

  it('should open the coach\'s account without the client consents, once', () => {
    const opened: UserEvent[] = [{ type: 'CoachAccountOpened', data: { userId: 'c1', email: 'coach@example.ru', openedAt: at } }];
    spec.given([]).when({ type: 'OpenCoachAccount', data: { userId: 'c1', email: 'coach@example.ru' }, metadata: { now } }).then(opened);
    spec.given(opened).when({ type: 'OpenCoachAccount', data: { userId: 'c1', email: 'coach@example.ru' }, metadata: { now } }).thenThrows(/уже зарегистрирован/);
  });

  it('should withdraw advertising consent once and ignore a second withdrawal', () => {
    const consented: UserEvent[] = [
      ...registered,
      { type: 'AdvertisingConsentGiven', data: { userId: 'u1', consent: advertisingConsentDocument, givenAt: at, source: 'registration' } },
    ];
    const withdraw = { type: 'WithdrawAdvertisingConsent' as const, data: { source: 'unsubscribe-link' as const }, metadata: { now } };
    spec.given(consented).when(withdraw).then([
      { type: 'AdvertisingConsentWithdrawn', data: { userId: 'u1', withdrawnAt: at, source: 'unsubscribe-link' } },
    ]);
    spec
      .given([...consented, { type: 'AdvertisingConsentWithdrawn', data: { userId: 'u1', withdrawnAt: at, source: 'unsubscribe-link' } }])
      .when(withdraw)
      .then([]);
  });

  it('should not change consents of an unknown user', () => {
    spec
      .given([])
      .when({ type: 'GiveAdvertisingConsent', data: { consent: advertisingConsentDocument, source: 'settings' }, metadata: { now } })
      .thenThrows(/не найден/);
  });

  it('should change the address, and record nothing when it is the same', () => {
    spec
      .given(registered)
      .when({ type: 'ChangeEmail', data: { email: 'new@example.ru' }, metadata: { now } })
      .then([{ type: 'UserEmailChanged', data: { userId: 'u1', email: 'new@example.ru', changedAt: at } }]);
    spec.given(registered).when({ type: 'ChangeEmail', data: { email: 'anna@example.ru' }, metadata: { now } }).then([]);
  });

  it('should record only the profile fields that changed', () => {
    spec
      .given(registered)
      .when({ type: 'UpdateProfile', data: { name: 'Анна', theme: 'light' }, metadata: { now } })
      .then([{ type: 'UserNameChanged', data: { userId: 'u1', name: 'Анна', changedAt: at } }]);
    spec
      .given([...registered, { type: 'UserNameChanged', data: { userId: 'u1', name: 'Анна', changedAt: at } }])
      .when({ type: 'UpdateProfile', data: { name: 'Анна', theme: 'dark' }, metadata: { now } })
      .then([{ type: 'UserThemeChanged', data: { userId: 'u1', theme: 'dark', changedAt: at } }]);
  });

  it('should leave a profile field out of the command as it is', () => {
    const named: UserEvent[] = [...registered, { type: 'UserNameChanged', data: { userId: 'u1', name: 'Анна', changedAt: at } }];
    spec.given(named).when({ type: 'UpdateProfile', data: { theme: 'dark' }, metadata: { now } }).then([{ type: 'UserThemeChanged', data: { userId: 'u1', theme: 'dark', changedAt: at } }]);
    spec.given(named).when({ type: 'UpdateProfile', data: { name: null }, metadata: { now } }).then([{ type: 'UserNameChanged', data: { userId: 'u1', name: null, changedAt: at } }]);
    spec.given(named).when({ type: 'UpdateProfile', data: {}, metadata: { now } }).then([]);
  });

  it('should delete an account once and refuse every later command', () => {
    const deleted: UserEvent = { type: 'AccountDeleted', data: { userId: 'u1', deletedAt: at, erasedStreams: ['user-u1', 'purchase-p1'] } };
    spec
      .given(registered)
      .when({ type: 'DeleteAccount', data: { erasedStreams: ['user-u1', 'purchase-p1'] }, metadata: { now } })
      .then([deleted]);
    spec
      .given([...registered, deleted])
      .when({ type: 'DeleteAccount', data: { erasedStreams: [] }, metadata: { now } })
      .thenThrows(/не найден/);
    spec
      .given([...registered, deleted])
      .when({ type: 'ChangeEmail', data: { email: 'again@example.ru' }, metadata: { now } })
      .thenThrows(/не найден/);
  });
  describe('time zone', () => {
    const zoneSet = (timeZone: string, source: 'sign-in' | 'settings'): UserEvent => ({ type: 'UserTimeZoneChanged', data: { userId: 'u1', timeZone, source, changedAt: at } });

    it('should take the browser\'s zone at sign-in while the account has none', () => {
      spec.given(registered).when({ type: 'SetTimeZone', data: { timeZone: 'Asia/Novosibirsk', source: 'sign-in' }, metadata: { now } }).then([zoneSet('Asia/Novosibirsk', 'sign-in')]);
    });

    it('should keep the zone she has when another browser signs in', () => {
      spec
        .given([...registered, zoneSet('Asia/Novosibirsk', 'settings')])
        .when({ type: 'SetTimeZone', data: { timeZone: 'Europe/Berlin', source: 'sign-in' }, metadata: { now } })
        .then([]);
    });

    it('should record her choice in the settings, and nothing when it is the zone she has', () => {
      spec
        .given([...registered, zoneSet('Asia/Novosibirsk', 'sign-in')])
        .when({ type: 'SetTimeZone', data: { timeZone: 'Europe/Berlin', source: 'settings' }, metadata: { now } })
        .then([zoneSet('Europe/Berlin', 'settings')]);
      spec
        .given([...registered, zoneSet('Asia/Novosibirsk', 'sign-in')])
        .when({ type: 'SetTimeZone', data: { timeZone: 'Asia/Novosibirsk', source: 'settings' }, metadata: { now } })
        .then([]);
    });
  });
});
