import { describe, expect, it } from 'vitest';
import { genitiveOf, instrumentalOf } from './russian-names';

describe('genitiveOf', () => {
  it('should inflect a woman’s first and last name', () => {
    expect(genitiveOf('Анна Смирнова')).toBe('Анны Смирновой');
    expect(genitiveOf('Ольга Кузнецова')).toBe('Ольги Кузнецовой');
    expect(genitiveOf('Мария Белая')).toBe('Марии Белой');
  });

  it('should inflect a man’s name', () => {
    expect(genitiveOf('Иван Петров')).toBe('Ивана Петрова');
  });

  it('should keep the patronymic in the genitive too', () => {
    expect(genitiveOf('Анна Сергеевна Смирнова')).toBe('Анны Сергеевны Смирновой');
  });
});

describe('instrumentalOf', () => {
  it('should inflect a name for «Коуч-сессия с …»', () => {
    expect(instrumentalOf('Анна Смирнова')).toBe('Анной Смирновой');
    expect(instrumentalOf('Мария Белая')).toBe('Марией Белой');
    expect(instrumentalOf('Иван Петров')).toBe('Иваном Петровым');
  });
});
