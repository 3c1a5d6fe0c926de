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
import { showAlert } from '../../../components/alert/alert-store';

/** GET /api/testimonials/: the landing's published testimonials. */
export const usePublishedTestimonials = () => useListPublishedTestimonials({ query: { staleTime: 60_000 } });

/** The published testimonials' query for a server-rendered page (the same key as usePublishedTestimonials). */
export const publishedTestimonialsQuery = (request: RequestInit) => getListPublishedTestimonialsQueryOptions({ request });

/** The signed-in client's testimonial. */
export const useMyTestimonial = () => useGetMyTestimonial();

function useMine() {
  const queryClient = useQueryClient();
  return { onSuccess: async () => queryClient.invalidateQueries({ queryKey: getGetMyTestimonialQueryKey() }) };
}

/** Writes her testimonial; it is then read again. */
export const useWriteTestimonial = () => useWriteTestimonialCall({ mutation: useMine() });

/** Withdraws her consent to publish it. */
export const useWithdrawTestimonialConsent = () => useWithdrawTestimonialConsentCall({ mutation: useMine() });

/** The coach's list of every testimonial. */
export const useCoachTestimonials = () => useListTestimonials();

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
