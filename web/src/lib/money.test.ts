import { describe, expect, it } from 'vitest';
import { formatRoubles, priceLabel } from './money';

describe('prices', () => {
  it('should group thousands and add the rouble sign', () => {
    expect(formatRoubles(3500)).toBe('3\u00a0500\u00a0₽');
    expect(formatRoubles(29750)).toBe('29\u00a0750\u00a0₽');
  });

  it('should call a zero price free', () => {
    expect(priceLabel(0)).toBe('Бесплатно');
    expect(priceLabel(990)).toBe('990\u00a0₽');
  });
});
