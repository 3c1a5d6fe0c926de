import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown';
import { isValidEmail } from './email';

describe('formatCountdown', () => {
  it('should show minutes and two-digit seconds', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('isValidEmail', () => {
  it('should accept a standard address and reject the rest', () => {
    expect(isValidEmail('client@example.ru')).toBe(true);
    expect(isValidEmail(' client@example.ru ')).toBe(true);
    expect(isValidEmail('client@example')).toBe(false);
    expect(isValidEmail('client example@ru.ru')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
});
