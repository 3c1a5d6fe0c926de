import { describe, expect, it } from 'vitest';
import { eventRegistry } from '../event-registry';
import { eventTitle, eventTitles } from './event-titles';

describe('event titles', () => {
  it('should name every registered event type in Russian, and nothing else', () => {
    expect(Object.keys(eventTitles).sort()).toEqual([...eventRegistry.keys()].sort());
    for (const title of Object.values(eventTitles)) expect(title).toMatch(/^[А-ЯЁ][а-яё ,]+$/);
  });

  it('should keep the name of a type from an older history', () => {
    expect(eventTitle('PaymentSucceeded')).toBe('Оплата получена');
    expect(eventTitle('EmailClaimed')).toBe('EmailClaimed');
  });
});
