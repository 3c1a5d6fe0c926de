import { useQueryClient } from '@tanstack/react-query';
import { useCreateArticle, useUpdateArticle } from '../../../api/generated/hooks';
import type { ContentInput } from '../../../api/generated/model';
import { isSavedItem } from '../../../components/content/content-form';
import { invalidateArticles } from './article-queries';

/**
 * Spec 7's save rule: id above 0 → PUT /api/article/{id}/, else POST /api/article/. After a save
 * the list reloads and `onSaved` closes the dialog; a failure leaves it open (the alert says why).
 */
export function useSaveArticle(onSaved: () => void) {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await invalidateArticles(queryClient);
    onSaved();
  };
  const create = useCreateArticle({ mutation: { onSuccess } });
  const update = useUpdateArticle({ mutation: { onSuccess } });
  return {
    isPending: create.isPending || update.isPending,
    save: (input: ContentInput) => (isSavedItem(input.id) ? update.mutate({ id: input.id, data: input }) : create.mutate({ data: input })),
  };
}
