import type { DateTime } from 'luxon';
import { useMemo } from 'react';
import { useListBookedSlots } from '../../../api/generated/hooks';
import type { ConsultationDay } from '../../../api/generated/model';
import type { UtcPeriod } from '../../../lib/calendar';
import { fullDaysOf } from '../utils/waitlist-days';

/** The days of the period with every time taken, which the calendar offers for the waitlist. */
export function useFullDays(period: UtcPeriod, freeDays: readonly ConsultationDay[] | undefined, today: DateTime): Set<string> {
  const booked = useListBookedSlots(period);
  return useMemo(() => fullDaysOf(booked.data, freeDays, today), [booked.data, freeDays, today]);
}
