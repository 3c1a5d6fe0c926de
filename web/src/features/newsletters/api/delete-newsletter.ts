import { useQueryClient } from '@tanstack/react-query';
import { getListNewslettersQueryKey, useDeleteNewsletter as useDeleteNewsletterCall } from '../../../api/generated/hooks';

/** DELETE /api/newsletter/{id}/ (cancels a scheduled send); the list reloads. `onDone` closes the confirmation either way. */
export function useDeleteNewsletter(onDone: () => void) {
  const queryClient = useQueryClient();
  const remove = useDeleteNewsletterCall({
    mutation: {
      onSuccess: () => queryClient.invalidateQueries({ queryKey: getListNewslettersQueryKey() }),
      onSettled: onDone,
    },
  });
  return { isPending: remove.isPending, remove: (id: number) => remove.mutate({ id }) };
}
