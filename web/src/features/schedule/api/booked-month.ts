import type { DateTime } from 'luxon';
import { useListConsultations } from '../../../api/generated/hooks';
import { monthPeriod } from '../../../lib/calendar';

/** Every live session of a Moscow month, whoever booked it (the coach's view). */
export function useBookedMonth(month: DateTime) {
  return useListConsultations(monthPeriod(month));
}
