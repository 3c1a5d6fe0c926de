import type { QueryClient } from '@tanstack/react-query';
import {
  getGetConsultationCreditsQueryKey,
  getGetMyIntakeQueryKey,
  getListBookedSlotsQueryKey,
  getListConsultationDaysQueryKey,
  getListConsultationsQueryKey,
  getListLapsedBookingsQueryKey,
} from '../../../api/generated/hooks';

/**
 * Everything a booking, a payment or a cancellation can change: free days, the sessions list,
 * booked slots, the package balance, the bookings that lapsed unpaid and whether the questionnaire before the first session is asked (spec 4: «closing the booking dialog reloads calendar and lists»).
 */
export function invalidateConsultationData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      getListConsultationDaysQueryKey(),
      getListConsultationsQueryKey(),
      getListBookedSlotsQueryKey(),
      getGetConsultationCreditsQueryKey(),
      getGetMyIntakeQueryKey(),
      getListLapsedBookingsQueryKey(),
    ].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
