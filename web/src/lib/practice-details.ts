import { useGetPracticeDetails } from '../api/generated/hooks';
import type { PracticeDetails } from '../api/generated/model';
import { okData } from './api-data';

/**
 * The practice's own details (Практика): the coach's name, the seller's legal details, contacts and
 * the personal-data operator. Shared by the footer, the about page, the legal texts and the back
 * office; the server lets them be a minute old, so does the client.
 */
export function usePracticeDetails(): PracticeDetails | undefined {
  return useGetPracticeDetails<PracticeDetails | undefined>({ query: { select: okData, staleTime: 60_000 } }).data;
}
