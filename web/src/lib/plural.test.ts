import { describe, expect, it } from 'vitest';
import { plural, sessionsLeft, unreadMessages } from './plural';

describe('Russian plural forms', () => {
  it('should pick one, few or many as Russian counts them', () => {
    const forms = (count: number) => plural(count, 'платёж', 'платежа', 'платежей');
    expect([1, 21, 101].map(forms)).toEqual(['платёж', 'платёж', 'платёж']);
    expect([2, 4, 22].map(forms)).toEqual(['платежа', 'платежа', 'платежа']);
    expect([0, 5, 11, 12, 14, 111].map(forms)).toEqual(Array(6).fill('платежей'));
  });
});

describe('sessions left on a package', () => {
  it('should agree the verb and the noun with the count', () => {
    expect([1, 3, 5, 21, 12].map(sessionsLeft)).toEqual(['Осталась 1 сессия', 'Осталось 3 сессии', 'Осталось 5 сессий', 'Осталась 21 сессия', 'Осталось 12 сессий']);
  });
});

describe('unread messages', () => {
  it('should agree the adjective and the noun with the count', () => {
    expect([1, 3, 5, 21].map(unreadMessages)).toEqual(['1 новое сообщение', '3 новых сообщения', '5 новых сообщений', '21 новое сообщение']);
  });
});
