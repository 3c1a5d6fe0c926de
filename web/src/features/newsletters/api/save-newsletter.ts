import { useQueryClient } from '@tanstack/react-query';
import { getListNewslettersQueryKey, useCreateNewsletter, useUpdateNewsletter } from '../../../api/generated/hooks';
import type { ContentInput } from '../../../api/generated/model';
import { isSavedItem } from '../../../components/content/content-form';

/**
 * Spec 7's save rule: id above 0 → PUT /api/newsletter/{id}/, else POST. After a save the list
 * reloads and `onSaved` closes the dialog; a failure (409: already sent) leaves it open with the alert.
 */
export function useSaveNewsletter(onSaved: () => void) {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: getListNewslettersQueryKey() });
    onSaved();
  };
  const create = useCreateNewsletter({ mutation: { onSuccess } });
  const update = useUpdateNewsletter({ mutation: { onSuccess } });
  return {
    isPending: create.isPending || update.isPending,
    save: (input: ContentInput) => (isSavedItem(input.id) ? update.mutate({ id: input.id, data: input }) : create.mutate({ data: input })),
  };
}
