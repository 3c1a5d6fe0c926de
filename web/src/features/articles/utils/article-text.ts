import { DateTime } from 'luxon';
import { inMoscow } from '../../../lib/moscow-time';

export { articleParagraphs } from '../../../../../server/src/shared/article-text';

/** «22 ноября 2026» on a Moscow calendar. */
export function formatArticleDate(iso: string): string {
  const moscow = inMoscow(DateTime.fromISO(iso, { zone: 'utc' }));
  return moscow.isValid ? moscow.toFormat('d MMMM yyyy') : '';
}
