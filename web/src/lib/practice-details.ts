import { getGetPracticeDetailsQueryOptions, useGetPracticeDetails } from '../api/generated/hooks';
import type { PracticeDetails } from '../api/generated/model';
import { PRACTICE_NAME } from '../config/constants';
import { pageQuery, type PageQueries } from './page-queries';

/**
 * The practice's own details (Практика): the coach's name, the seller's legal details, contacts and
 * the personal-data operator. Shared by the footer, the about page, the legal texts and the back
 * office; the server lets them be a minute old, so does the client.
 */
export function usePracticeDetails(): PracticeDetails | undefined {
  return useGetPracticeDetails({ query: { staleTime: 60_000 } }).data;
}

/** «Коуч Мария Петрова»: the practice as the header and footer name it; the built-in name until the details load. */
export const practiceName = (details: PracticeDetails | undefined): string => (details ? `Коуч ${details.coach_name}` : PRACTICE_NAME);

/** «МП» for «Мария Петрова»: the coach's avatar where there is no photo. */
export const coachInitials = (coachName: string): string =>
  coachName
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The practice's name from its details as they load (the neutral built-in name until then). */
export const usePracticeName = (): string => practiceName(usePracticeDetails());

/** Every server-rendered page shows the practice's details (header, footer, legal texts): the root route prefetches them. */
export const practiceDetailsQueries: PageQueries = (_params, request) => [pageQuery(getGetPracticeDetailsQueryOptions({ request }))];
