import { describe, expect, it } from 'vitest';
import { backOfficeSections, currentSection } from './back-office-sections';

describe('back office sections', () => {
  it('should list the sections in the order of issue 12, with «Задания» of issue 46 after «Расписание»', () => {
    expect(backOfficeSections.map((section) => section.title)).toEqual(['Клиенты', 'Расписание', 'Задания', 'Услуги', 'Продукты', 'Платежи', 'Журнал', 'Практика']);
  });

  it('should find the section the address names, and the first one for the bare back office', () => {
    expect(currentSection('/lk/admin/journal')).toBe('journal');
    expect(currentSection('/lk/admin/practice/')).toBe('practice');
    expect(currentSection('/lk/admin')).toBe('clients');
    expect(currentSection('/lk/admin/unknown')).toBe('clients');
  });
});
