import type { QueryClient } from '@tanstack/react-query';
import { getListArticlesQueryKey, getListManagedArticlesQueryKey } from '../../../api/generated/hooks';

/** A saved or deleted article changes the management list and the public blog (every `?id=` too). */
export function invalidateArticles(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [getListManagedArticlesQueryKey(), getListArticlesQueryKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
