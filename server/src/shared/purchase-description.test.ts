import { describe, expect, it } from 'vitest';
import { purchaseDescriptionText, serviceOfDescription, sessionPurchaseDescription } from './purchase-description';

describe("a session purchase's description", () => {
  it("should name the session's Moscow day, also between midnight and 03:00 in Moscow", () => {
    expect(sessionPurchaseDescription('Коуч-сессия', new Date('2026-11-28T07:00:00.000Z'))).toBe('Коуч-сессия, 2026-11-28');
    expect(sessionPurchaseDescription('Коуч-сессия', new Date('2026-11-27T22:30:00.000Z'))).toBe('Коуч-сессия, 2026-11-28');
  });

  it('should be read back with the day written for people', () => {
    expect(purchaseDescriptionText('Коуч-сессия, 2026-11-28', (day) => `«${day}»`)).toBe('Коуч-сессия, «2026-11-28»');
    expect(purchaseDescriptionText('Гайд «Пять шагов»', () => 'never')).toBe('Гайд «Пять шагов»');
  });

  it('should give back the service it names', () => {
    expect(serviceOfDescription('Пакет из 5 сессий, 2026-11-28')).toBe('Пакет из 5 сессий');
    expect(serviceOfDescription('Гайд «Пять шагов»')).toBe('Гайд «Пять шагов»');
  });
});
