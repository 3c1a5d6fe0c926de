import { useQueryClient } from '@tanstack/react-query';
import { getGetWelcomeSeriesQueryKey, useGetWelcomeSeries, useSaveWelcomeSeries as useSaveWelcomeSeriesCall } from '../../../api/generated/hooks';
import type { WelcomeSeriesTriggerParameter } from '../../../api/generated/model';

/** Which welcome series: after the free guide, a first paid purchase or a first held session. */
export type WelcomeSeriesTrigger = WelcomeSeriesTriggerParameter;

/** One welcome series, with how many got each letter. */
export const useWelcomeSeries = (trigger: WelcomeSeriesTrigger = 'guide') => useGetWelcomeSeries({ trigger });

/** Saves a whole series; it is then read again. */
export function useSaveWelcomeSeries() {
  const queryClient = useQueryClient();
  return useSaveWelcomeSeriesCall({
    mutation: { onSuccess: async (_answer, { params }) => queryClient.invalidateQueries({ queryKey: getGetWelcomeSeriesQueryKey({ trigger: params?.trigger ?? 'guide' }) }) },
  });
}
