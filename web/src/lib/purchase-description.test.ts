import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatDayInText } from './moscow-time';
import { purchaseDescription } from './purchase-description';

const now = DateTime.fromISO('2026-11-27T12:00:00', { zone: 'Europe/Moscow' });

describe('dates in running text', () => {
  it('should write a day as people do, with the year only when it is not the current one', () => {
    expect(formatDayInText('2026-11-28', now)).toBe('28 ноября');
    expect(formatDayInText('2027-01-05', now)).toBe('5 января 2027');
    expect(formatDayInText('2025-12-31', now)).toBe('31 декабря 2025');
  });

  it('should write a session purchase’s day that way and leave a product’s name alone', () => {
    expect(purchaseDescription('Коуч-сессия, 2026-11-28', now)).toBe('Коуч-сессия, 28 ноября');
    expect(purchaseDescription('Пакет из 5 сессий, 2027-01-05', now)).toBe('Пакет из 5 сессий, 5 января 2027');
    expect(purchaseDescription('Рабочая тетрадь «Призвание»', now)).toBe('Рабочая тетрадь «Призвание»');
  });
});
