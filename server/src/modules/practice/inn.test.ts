import { describe, expect, it } from 'vitest';
import { isValidInn, isValidOgrnip } from './inn';

describe('ИНН and ОГРНИП', () => {
  it('should accept a person\'s 12-digit ИНН and an organisation\'s 10-digit one with right check digits', () => {
    expect(isValidInn('500100732259')).toBe(true);
    expect(isValidInn('7707083893')).toBe(true);
  });

  it('should refuse a wrong check digit, another length, or letters', () => {
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('000000000001')).toBe(false);
    expect(isValidInn('12345')).toBe(false);
    expect(isValidInn('50010073225a')).toBe(false);
  });

  it('should check an ОГРНИП\'s last digit', () => {
    expect(isValidOgrnip('304500116000157')).toBe(true);
    expect(isValidOgrnip('304500116000158')).toBe(false);
    expect(isValidOgrnip('30450011600015')).toBe(false);
  });
});
