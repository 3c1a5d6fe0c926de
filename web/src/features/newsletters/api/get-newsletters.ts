import { useListNewsletters } from '../../../api/generated/hooks';
import type { Newsletter } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** GET /api/newsletter/ (superusers), loaded on screen entry. */
export function useNewsletters(enabled: boolean) {
  return useListNewsletters<Newsletter[] | undefined>({ query: { select: okData, enabled, refetchOnMount: 'always' } });
}
