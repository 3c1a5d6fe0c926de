import { describe, expect, it } from 'vitest';
import { dayText, momentText } from './date-text';
import { purchaseDescriptionText } from './purchase-description';

describe('dates in mails', () => {
  it('should write a day and a Moscow moment as people do, with the year', () => {
    expect(dayText('2026-11-28')).toBe('28 ноября 2026');
    // 22:30 UTC on 30 November is already 1 December in Moscow.
    expect(momentText(new Date('2026-11-30T22:30:00Z'))).toBe('1 декабря 2026 в 01:30');
  });

  it('should write a session purchase’s day in its description and leave other descriptions alone', () => {
    expect(purchaseDescriptionText('Коуч-сессия, 2026-11-28', dayText)).toBe('Коуч-сессия, 28 ноября 2026');
    expect(purchaseDescriptionText('Пакет из 5 сессий, 2026-12-01', dayText)).toBe('Пакет из 5 сессий, 1 декабря 2026');
    expect(purchaseDescriptionText('Рабочая тетрадь «Призвание», 2-е издание', dayText)).toBe('Рабочая тетрадь «Призвание», 2-е издание');
  });
});
