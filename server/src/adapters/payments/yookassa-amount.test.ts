import { describe, expect, it } from 'vitest';
import { parseYookassaAmount, toYookassaAmount } from './yookassa-amount';

describe('YooKassa amounts', () => {
  it.each([
    [350_000, '3500.00'],
    [100_005, '1000.05'],
    [1, '0.01'],
    [1_999, '19.99'],
    [123_456_789, '1234567.89'],
  ])('should write %i kopecks as "%s" roubles', (kopecks, value) => {
    expect(toYookassaAmount(kopecks)).toEqual({ value, currency: 'RUB' });
    expect(parseYookassaAmount({ value, currency: 'RUB' })).toEqual({ valueKopecks: kopecks, currency: 'RUB' });
  });

  it('should read values written with fewer decimals', () => {
    expect(parseYookassaAmount({ value: '3500', currency: 'RUB' })?.valueKopecks).toBe(350_000);
    expect(parseYookassaAmount({ value: '0.5', currency: 'RUB' })?.valueKopecks).toBe(50);
  });

  it.each([['1,00'], ['-1.00'], ['1.005'], [''], ['abc']])('should not read "%s"', (value) => {
    expect(parseYookassaAmount({ value, currency: 'RUB' })).toBeUndefined();
  });

  it('should not read another currency as roubles', () => {
    expect(parseYookassaAmount({ value: '1.00', currency: 'USD' })).toBeUndefined();
  });
});
