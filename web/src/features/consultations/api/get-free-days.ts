import { useListConsultationDays } from '../../../api/generated/hooks';
import type { ConsultationDay } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';
import type { UtcPeriod } from '../../../lib/calendar';

/** The free days of a period (server: days after today with a free slot, Moscow dates). */
export function useFreeDays(period: UtcPeriod) {
  return useListConsultationDays<ConsultationDay[] | undefined>(period, { query: { select: okData } });
}
