import { useListNewsletters } from '../../../api/generated/hooks';

/** GET /api/newsletter/ (superusers), loaded on screen entry. */
export function useNewsletters(enabled: boolean) {
  return useListNewsletters({ query: { enabled, refetchOnMount: 'always' } });
}
