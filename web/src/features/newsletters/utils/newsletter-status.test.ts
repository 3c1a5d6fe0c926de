import { describe, expect, it } from 'vitest';
import { newsletterStatusLabel } from './newsletter-status';

describe('newsletter status', () => {
  it('should say how many a sent newsletter reached, in the right case', () => {
    expect(newsletterStatusLabel({ send: true, recipients: 1 })).toBe('Отправлена 1 получателю');
    expect(newsletterStatusLabel({ send: true, recipients: 3 })).toBe('Отправлена 3 получателям');
    expect(newsletterStatusLabel({ send: true, recipients: 11 })).toBe('Отправлена 11 получателям');
    expect(newsletterStatusLabel({ send: true, recipients: 21 })).toBe('Отправлена 21 получателю');
  });

  it('should say a newsletter with no subscribers went to nobody', () => {
    expect(newsletterStatusLabel({ send: true, recipients: 0 })).toBe('Никому: нет подписчиков');
  });

  it('should keep the plain labels for a scheduled one and one sent before counting', () => {
    expect(newsletterStatusLabel({ send: false, recipients: null })).toBe('Запланирована');
    expect(newsletterStatusLabel({ send: true, recipients: null })).toBe('Отправлена');
  });
});
