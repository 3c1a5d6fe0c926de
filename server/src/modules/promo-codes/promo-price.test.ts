import { describe, expect, it } from 'vitest';
import { promoPrice } from './promo-price';

describe('promo price', () => {
  it('should take a share off, rounded to the kopeck', () => {
    expect(promoPrice({ kind: 'percent', percent: 20 }, 350_000)).toEqual({ fullKopecks: 350_000, discountKopecks: 70_000, amountKopecks: 280_000 });
    expect(promoPrice({ kind: 'percent', percent: 15 }, 99_999)).toEqual({ fullKopecks: 99_999, discountKopecks: 15_000, amountKopecks: 84_999 });
  });

  it('should make the price free at 100 %', () => {
    expect(promoPrice({ kind: 'percent', percent: 100 }, 945_000)).toEqual({ fullKopecks: 945_000, discountKopecks: 945_000, amountKopecks: 0 });
  });

  it('should take a fixed sum off, never below zero', () => {
    expect(promoPrice({ kind: 'amount', amountKopecks: 50_000 }, 350_000)).toMatchObject({ discountKopecks: 50_000, amountKopecks: 300_000 });
    expect(promoPrice({ kind: 'amount', amountKopecks: 500_000 }, 350_000)).toMatchObject({ discountKopecks: 350_000, amountKopecks: 0 });
    expect(promoPrice({ kind: 'amount', amountKopecks: 50_000 }, 0)).toMatchObject({ discountKopecks: 0, amountKopecks: 0 });
  });
});
