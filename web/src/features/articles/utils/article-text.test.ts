import { describe, expect, it } from 'vitest';
import { articleIdFromParam } from './article-id';
import { articleParagraphs, formatArticleDate } from './article-text';

describe('blog post text', () => {
  it('should make every non-empty line a paragraph', () => {
    expect(articleParagraphs('Первый абзац.\r\n\n  Второй абзац.  \nТретий.')).toEqual(['Первый абзац.', 'Второй абзац.', 'Третий.']);
  });

  it('should date a post on a Moscow calendar, in Russian', () => {
    expect(formatArticleDate('2026-11-22T21:30:00Z')).toBe('23 ноября 2026');
  });

  it('should accept only positive whole ids from the address', () => {
    expect(articleIdFromParam('12')).toBe(12);
    expect(articleIdFromParam('0')).toBeNull();
    expect(articleIdFromParam('abc')).toBeNull();
    expect(articleIdFromParam('1e3')).toBeNull();
    expect(articleIdFromParam(undefined)).toBeNull();
  });
});
