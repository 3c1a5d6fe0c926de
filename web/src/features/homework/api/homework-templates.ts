import { useQueryClient } from '@tanstack/react-query';
import {
  getListHomeworkTemplatesQueryKey,
  useArchiveHomeworkTemplate as useArchiveHomeworkTemplateCall,
  useCreateHomeworkTemplate,
  useListHomeworkTemplates,
  useUpdateHomeworkTemplate,
} from '../../../api/generated/hooks';
import type { HomeworkTemplateInput } from '../../../api/generated/model';

/** The coach's templates, archived ones last. */
export const useHomeworkTemplates = () => useListHomeworkTemplates();

const useRefreshTemplates = () => {
  const queryClient = useQueryClient();
  return { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListHomeworkTemplatesQueryKey() }) };
};

/** Creates a template (no id) or changes one; `onDone` runs once it is saved. */
export function useSaveHomeworkTemplate() {
  const mutation = useRefreshTemplates();
  const create = useCreateHomeworkTemplate({ mutation });
  const update = useUpdateHomeworkTemplate({ mutation });
  return {
    pending: create.isPending || update.isPending,
    error: create.error ?? update.error,
    reset: () => {
      create.reset();
      update.reset();
    },
    save: (id: string | undefined, data: HomeworkTemplateInput, onDone: () => void) =>
      id ? update.mutate({ id, data }, { onSuccess: onDone }) : create.mutate({ data }, { onSuccess: onDone }),
  };
}

/** Archives a template: it is no longer assigned; homework given from it stays. */
export function useArchiveHomeworkTemplate() {
  return useArchiveHomeworkTemplateCall({ mutation: useRefreshTemplates() });
}
