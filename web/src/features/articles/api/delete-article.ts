import { useQueryClient } from '@tanstack/react-query';
import { useDeleteArticle as useDeleteArticleCall } from '../../../api/generated/hooks';
import { invalidateArticles } from './article-queries';

/** DELETE /api/article/{id}/; the list reloads. `onDone` closes the confirmation either way, told whether it was deleted. */
export function useDeleteArticle(onDone: (deleted: boolean) => void) {
  const queryClient = useQueryClient();
  const remove = useDeleteArticleCall({
    mutation: {
      onSuccess: () => invalidateArticles(queryClient),
      onSettled: (_answer, error) => onDone(!error),
    },
  });
  return { isPending: remove.isPending, remove: (id: number) => remove.mutate({ id }) };
}
