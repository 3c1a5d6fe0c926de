import { useQueryClient } from '@tanstack/react-query';
import { getListNewslettersQueryKey, useDeleteNewsletter as useDeleteNewsletterCall } from '../../../api/generated/hooks';

/** DELETE /api/newsletter/{id}/ (cancels a scheduled send); the list reloads. `onDone` closes the confirmation either way, told whether it was deleted. */
export function useDeleteNewsletter(onDone: (deleted: boolean) => void) {
  const queryClient = useQueryClient();
  const remove = useDeleteNewsletterCall({
    mutation: {
      onSuccess: () => queryClient.invalidateQueries({ queryKey: getListNewslettersQueryKey() }),
      onSettled: (_answer, error) => onDone(!error),
    },
  });
  return { isPending: remove.isPending, remove: (id: number) => remove.mutate({ id }) };
}
