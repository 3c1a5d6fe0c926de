import { useQueryClient } from '@tanstack/react-query';
import {
  getGetIntakeQuestionsQueryKey,
  getGetMyIntakeQueryKey,
  useAnswerIntake as useAnswerIntakeCall,
  useGetIntakeQuestions,
  useGetMyIntake,
  useSaveIntakeQuestions as useSaveIntakeQuestionsCall,
} from '../../../api/generated/hooks';

/** The coach's questionnaire as last saved. */
export const useIntakeQuestions = () => useGetIntakeQuestions();

/** Saves the whole questionnaire; the list is then read again. */
export function useSaveIntakeQuestions() {
  const queryClient = useQueryClient();
  return useSaveIntakeQuestionsCall({
    mutation: { onSuccess: async () => queryClient.invalidateQueries({ queryKey: getGetIntakeQuestionsQueryKey() }) },
  });
}

/**
 * The signed-in client's questionnaire and answers. `followPayment`: asked again every few seconds
 * (a minute at most) until it is settled, since a paid session is confirmed a moment after the payment page opens.
 */
export function useMyIntake(options: { followPayment?: boolean } = {}) {
  return useGetMyIntake({
    query: {
      refetchInterval: options.followPayment
        ? (query) => {
            const answer = query.state.data;
            // Settled: she is asked, or the coach asks nothing, or she answered already.
            const settled = answer !== undefined && (answer.pending || answer.questions.length === 0 || answer.answered !== null);
            return settled || query.state.dataUpdateCount > 20 ? false : 3000;
          }
        : false,
    },
  });
}

/** Sends her answers; her questionnaire is then read again. */
export function useAnswerIntake() {
  const queryClient = useQueryClient();
  return useAnswerIntakeCall({
    mutation: { onSuccess: async () => queryClient.invalidateQueries({ queryKey: getGetMyIntakeQueryKey() }) },
  });
}
