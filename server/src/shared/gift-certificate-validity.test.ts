import { describe, expect, it } from 'vitest';
import { validityText } from './gift-certificate-validity';

describe('a gift certificate\'s validity, as its mail and PDF say it', () => {
  it('should name its last day and the months it was issued for, in their Russian form', () => {
    expect(validityText({ expiresOn: '2027-11-22', validityMonths: 12 })).toBe('Сертификат действует до 22 ноября 2027 включительно (12 месяцев со дня покупки).');
    expect(validityText({ expiresOn: '2026-12-22', validityMonths: 1 })).toBe('Сертификат действует до 22 декабря 2026 включительно (1 месяц со дня покупки).');
    expect(validityText({ expiresOn: '2027-02-22', validityMonths: 3 })).toBe('Сертификат действует до 22 февраля 2027 включительно (3 месяца со дня покупки).');
    expect(validityText({ expiresOn: '2028-09-22', validityMonths: 22 })).toBe('Сертификат действует до 22 сентября 2028 включительно (22 месяца со дня покупки).');
  });

  it('should name only its last day when its months were not recorded', () => {
    expect(validityText({ expiresOn: '2027-11-22' })).toBe('Сертификат действует до 22 ноября 2027 включительно.');
  });
});
