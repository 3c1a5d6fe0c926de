import { useListManagedArticles } from '../../../api/generated/hooks';

/** GET /api/user-article/: every article, published or scheduled (superusers), loaded on screen entry. */
export function useManagedArticles(enabled: boolean) {
  return useListManagedArticles({ query: { enabled, refetchOnMount: 'always' } });
}
