import { describe, expect, it } from 'vitest';
import { formatPaymentDate } from './payment-date';

describe('payment date', () => {
  it('should show the Moscow calendar day as DD.MM.YYYY', () => {
    expect(formatPaymentDate('2026-11-22T09:30:00.000Z')).toBe('22.11.2026');
  });

  it('should move a late-evening UTC payment to the next Moscow day', () => {
    expect(formatPaymentDate('2026-12-31T21:15:00Z')).toBe('01.01.2027');
  });

  it('should show nothing for a date it cannot read', () => {
    expect(formatPaymentDate('not a date')).toBe('');
  });
});
