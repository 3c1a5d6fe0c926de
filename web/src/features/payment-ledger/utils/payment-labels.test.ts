import { describe, expect, it } from 'vitest';
import { monthLabel } from './payment-labels';

describe('monthLabel', () => {
  it('should name a ledger month in Russian words, as the totals and the filter show it', () => {
    expect(monthLabel('2026-12')).toBe('декабрь 2026');
    expect(monthLabel('2027-01')).toBe('январь 2027');
  });
});
