import { useListManagedArticles } from '../../../api/generated/hooks';
import type { Article } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** GET /api/user-article/: every article, published or scheduled (superusers), loaded on screen entry. */
export function useManagedArticles(enabled: boolean) {
  return useListManagedArticles<Article[] | undefined>({ query: { select: okData, enabled, refetchOnMount: 'always' } });
}
