import { useQueryClient } from '@tanstack/react-query';
import {
  getGetHomeworkQueryKey,
  getListHomeworkQueryKey,
  useAssignHomework as useAssignHomeworkCall,
  useGetHomework,
  useListHomework,
  useReviewHomework as useReviewHomeworkCall,
} from '../../../api/generated/hooks';
import type { Homework } from '../../../api/generated/model';

/** A client's homework history for the coach, the newest first. */
export const useClientHomework = (userId: string) => useListHomework({ user: userId });

/** One client's assignment with her submitted answers; nothing is asked while none is open. */
export const useCoachHomework = (id: string | undefined) => useGetHomework(id ?? '', { query: { enabled: id !== undefined } });

/** After an assignment changed: its own answer is the reply, and her history is read again. */
function useRefreshAssignment() {
  const queryClient = useQueryClient();
  return {
    onSuccess: async (homework: Homework) => {
      queryClient.setQueryData(getGetHomeworkQueryKey(homework.id), homework);
      await queryClient.invalidateQueries({ queryKey: getListHomeworkQueryKey({ user: homework.user_id }) });
    },
  };
}

/** Assigns a template to a client (she is mailed at once). */
export const useAssignHomework = () => useAssignHomeworkCall({ mutation: useRefreshAssignment() });

/** Comments on submitted homework and/or marks it reviewed. */
export const useReviewHomework = () => useReviewHomeworkCall({ mutation: useRefreshAssignment() });
