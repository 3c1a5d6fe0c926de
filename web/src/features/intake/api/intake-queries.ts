import { useQueryClient } from '@tanstack/react-query';
import {
  getGetIntakeQuestionsQueryKey,
  getGetMyIntakeQueryKey,
  useAnswerIntake as useAnswerIntakeCall,
  useGetIntakeQuestions,
  useGetMyIntake,
  useSaveIntakeQuestions as useSaveIntakeQuestionsCall,
} from '../../../api/generated/hooks';
import type { IntakeQuestionnaire, MyIntake } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** The coach's questionnaire as last saved. */
export const useIntakeQuestions = () => useGetIntakeQuestions<IntakeQuestionnaire | undefined>({ query: { select: okData } });

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
  return useGetMyIntake<MyIntake | undefined>({
    query: {
      select: okData,
      refetchInterval: options.followPayment
        ? (query) => {
            const answer = query.state.data;
            // Settled: she is asked, or the coach asks nothing, or she answered already.
            const settled = answer?.status === 200 && (answer.data.pending || answer.data.questions.length === 0 || answer.data.answered !== null);
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
