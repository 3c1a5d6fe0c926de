import { describe, expect, it } from 'vitest';
import { anonymousAuthor, signatureOf } from './signature';

describe('testimonial signature', () => {
  it('should show the name in full, as initials, or anonymously', () => {
    expect(signatureOf('full', ' Анна  Смирнова ')).toBe('Анна Смирнова');
    expect(signatureOf('initials', 'анна смирнова')).toBe('А. С.');
    expect(signatureOf('anonymous', 'Анна Смирнова')).toBe(anonymousAuthor);
  });

  it('should stay anonymous without a profile name', () => {
    expect(signatureOf('full', null)).toBe('Клиент коуча');
    expect(signatureOf('initials', '  ')).toBe('Клиент коуча');
  });
});
