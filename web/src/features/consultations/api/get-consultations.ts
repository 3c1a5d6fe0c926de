import { useListConsultations } from '../../../api/generated/hooks';
import type { UtcPeriod } from '../../../lib/calendar';

/** Sessions of a period: the client's own, or everybody's for a superuser. */
export function useConsultations(period: UtcPeriod) {
  return useListConsultations(period);
}
