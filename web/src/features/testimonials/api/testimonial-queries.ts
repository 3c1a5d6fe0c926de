import { useQueryClient } from '@tanstack/react-query';
import {
  getGetMyTestimonialQueryKey,
  getListPublishedTestimonialsQueryOptions,
  getListTestimonialsQueryKey,
  useApproveTestimonial as useApproveTestimonialCall,
  useGetMyTestimonial,
  useHideTestimonial as useHideTestimonialCall,
  useListPublishedTestimonials,
  useListTestimonials,
  useWithdrawTestimonialConsent as useWithdrawTestimonialConsentCall,
  useWriteTestimonial as useWriteTestimonialCall,
} from '../../../api/generated/hooks';
import type { CoachTestimonial, MyTestimonial, PublishedTestimonial } from '../../../api/generated/model';
import { showAlert } from '../../../components/alert/alert-store';
import { okData } from '../../../lib/api-data';

/** GET /api/testimonials/: the landing's published testimonials. */
export const usePublishedTestimonials = () => useListPublishedTestimonials<PublishedTestimonial[] | undefined>({ query: { select: okData, staleTime: 60_000 } });

/** The published testimonials' query for a server-rendered page (the same key as usePublishedTestimonials). */
export const publishedTestimonialsQuery = (request: RequestInit) => getListPublishedTestimonialsQueryOptions({ request });

/** The signed-in client's testimonial. */
export const useMyTestimonial = () => useGetMyTestimonial<MyTestimonial | undefined>({ query: { select: okData } });

function useMine() {
  const queryClient = useQueryClient();
  return { onSuccess: async () => queryClient.invalidateQueries({ queryKey: getGetMyTestimonialQueryKey() }) };
}

/** Writes her testimonial; it is then read again. */
export const useWriteTestimonial = () => useWriteTestimonialCall({ mutation: useMine() });

/** Withdraws her consent to publish it. */
export const useWithdrawTestimonialConsent = () => useWithdrawTestimonialConsentCall({ mutation: useMine() });

/** The coach's list of every testimonial. */
export const useCoachTestimonials = () => useListTestimonials<CoachTestimonial[] | undefined>({ query: { select: okData } });

/** The coach's list reloads after a change, and the alert says what changed on the site. */
function useCoachList(doneText: string) {
  const queryClient = useQueryClient();
  return {
    onSuccess: async () => {
      showAlert(200, doneText);
      await queryClient.invalidateQueries({ queryKey: getListTestimonialsQueryKey() });
    },
  };
}

/** Shows a testimonial on the landing. */
export const useApproveTestimonial = () => useApproveTestimonialCall({ mutation: useCoachList('Отзыв показан на сайте, на главной странице.') });

/** Takes a testimonial off the landing. */
export const useHideTestimonial = () => useHideTestimonialCall({ mutation: useCoachList('Отзыв скрыт с сайта: на главной странице его больше не будет.') });
