import { useQueryClient } from '@tanstack/react-query';
import { getGetWelcomeSeriesQueryKey, useGetWelcomeSeries, useSaveWelcomeSeries as useSaveWelcomeSeriesCall } from '../../../api/generated/hooks';
import type { WelcomeSeries } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** The welcome series after the free guide, with how many got each letter. */
export const useWelcomeSeries = () => useGetWelcomeSeries<WelcomeSeries | undefined>({ query: { select: okData } });

/** Saves the whole series; it is then read again. */
export function useSaveWelcomeSeries() {
  const queryClient = useQueryClient();
  return useSaveWelcomeSeriesCall({
    mutation: { onSuccess: async () => queryClient.invalidateQueries({ queryKey: getGetWelcomeSeriesQueryKey() }) },
  });
}
