import { describe, expect, it } from 'vitest';
import { DESCRIPTION_PREVIEW_LENGTH, truncateText } from './truncate';

describe('truncateText', () => {
  it('should keep a description of exactly 1000 characters as it is', () => {
    const text = 'а'.repeat(DESCRIPTION_PREVIEW_LENGTH);
    expect(truncateText(text, DESCRIPTION_PREVIEW_LENGTH)).toBe(text);
  });

  it('should cut a longer description at 1000 characters and add an ellipsis', () => {
    const text = `${'б'.repeat(DESCRIPTION_PREVIEW_LENGTH)}лишнее`;
    const preview = truncateText(text, DESCRIPTION_PREVIEW_LENGTH);
    expect(preview).toBe(`${'б'.repeat(DESCRIPTION_PREVIEW_LENGTH)}…`);
    expect(preview).toHaveLength(DESCRIPTION_PREVIEW_LENGTH + 1);
  });

  it('should cut at 20 characters by default', () => {
    expect(truncateText('Пять шагов к поиску призвания')).toBe('Пять шагов к поиску …');
    expect(truncateText('Коротко')).toBe('Коротко');
  });

  it('should not split an emoji at the edge', () => {
    expect(truncateText('abc😀def', 4)).toBe('abc…');
  });
});
