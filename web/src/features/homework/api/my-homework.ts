import { useQueryClient } from '@tanstack/react-query';
import { getGetMyHomeworkQueryKey, getListMyHomeworkQueryKey, useAnswerHomework as useAnswerHomeworkCall, useGetMyHomework, useListMyHomework } from '../../../api/generated/hooks';

/** The signed-in client's homework, the newest first. */
export const useMyHomeworkList = () => useListMyHomework();

/** One of her assignments with her draft or submitted answers and the coach's comment. */
export const useMyHomework = (id: string) => useGetMyHomework(id);

/** Keeps her answers as a draft or submits them; the assignment is answered from the reply and the list read again (its state changed). */
export function useAnswerHomework() {
  const queryClient = useQueryClient();
  return useAnswerHomeworkCall({
    mutation: {
      onSuccess: async (homework) => {
        queryClient.setQueryData(getGetMyHomeworkQueryKey(homework.id), homework);
        await queryClient.invalidateQueries({ queryKey: getListMyHomeworkQueryKey() });
      },
    },
  });
}
