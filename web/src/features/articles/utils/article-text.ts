import { DateTime } from 'luxon';
import { inMoscow } from '../../../lib/moscow-time';

/** An article is plain text: every non-empty line is a paragraph of the blog post. */
export function articleParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** «22 ноября 2026» on a Moscow calendar. */
export function formatArticleDate(iso: string): string {
  const moscow = inMoscow(DateTime.fromISO(iso, { zone: 'utc' }));
  return moscow.isValid ? moscow.toFormat('d MMMM yyyy') : '';
}
