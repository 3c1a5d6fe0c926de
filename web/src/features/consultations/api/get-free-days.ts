import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { useListConsultationDays } from '../../../api/generated/hooks';
import type { ConsultationDay } from '../../../api/generated/model';
import type { UtcPeriod } from '../../../lib/calendar';
import { toUtcMinute } from '../../../lib/moscow-time';

/**
 * The free days of a period (server: days with a free slot, Moscow dates); with a consultation
 * type, only the times where a session of its length (and the coach's buffer after it) fits.
 */
export function useFreeDays(period: UtcPeriod, consultationType?: number) {
  const params = consultationType === undefined ? period : { ...period, consultation_type: consultationType };
  return useListConsultationDays(params);
}

/**
 * The times of a day picked in the calendar that suit a consultation type: a longer session may not
 * fit before the next booked one. The day as it is while the type is unknown or its times load.
 */
export function useDayForType(day: ConsultationDay | null, consultationType: number | undefined): ConsultationDay | null {
  const first = day?.times[0]?.start;
  const last = day?.times.at(-1)?.start;
  const period = useMemo(
    () => ({ start: first ? toUtcMinute(DateTime.fromISO(first)) : '', end: last ? toUtcMinute(DateTime.fromISO(last).plus({ minutes: 1 })) : '' }),
    [first, last],
  );
  const fitting = useListConsultationDays<ConsultationDay[] | undefined>(
    { ...period, consultation_type: consultationType ?? 1 },
    { query: { enabled: day !== null && first !== undefined && consultationType !== undefined } },
  );
  return useMemo(() => {
    if (!day || consultationType === undefined || !fitting.data) return day;
    const starts = new Set(fitting.data.flatMap((free) => free.times.map((time) => Date.parse(time.start))));
    return { ...day, times: day.times.filter((time) => starts.has(Date.parse(time.start))) };
  }, [day, consultationType, fitting.data]);
}
