import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText, storableString } from './storable-text';

describe('storable text', () => {
  it('should accept text with tab, newline, emoji and Cyrillic', () => {
    expect(isStorableText('Анна\tи\nБорис 🙂')).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['carriage return', 'a\rb'],
    ['escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['C1', 'a\u0085b'],
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', '\udc00'],
  ])('should refuse %s', (_name, text) => {
    expect(isStorableText(text)).toBe(false);
    expect(storableString().safeParse(text).success).toBe(false);
  });

  it('should name the first bad string of a nested value, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: [{ c: 'ok' }, { d: 'x\u0000' }] })).toBe('b.1.d');
    expect(findUnstorableText({ 'bad\u0007key': 1 })).toBe('bad\u0007key');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ a: ['fine', 1, null, true] })).toBeUndefined();
  });

  it('should walk a value nested 100 000 deep in well under a second and name the bad string at its bottom', () => {
    const depth = 100_000;
    const nested = (bottom: unknown): unknown => {
      let value = bottom;
      for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { a: value };
      return value;
    };
    const started = performance.now();
    expect(findUnstorableText(nested('fine'))).toBeUndefined();
    const found = findUnstorableText(nested('x\u0000'));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(found?.split('.')).toHaveLength(depth);
    expect(found?.startsWith('a.0.a.0.')).toBe(true);
  });
});
