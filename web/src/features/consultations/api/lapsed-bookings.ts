import { useListLapsedBookings } from '../../../api/generated/hooks';
import type { LapsedBooking } from '../../../api/generated/model';

/** Her bookings that lapsed unpaid in the last day (the server keeps the day); empty until known. */
export function useLapsedBookings(): LapsedBooking[] {
  const query = useListLapsedBookings();
  return query.data ?? [];
}
