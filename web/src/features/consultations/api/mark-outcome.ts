import { useQueryClient } from '@tanstack/react-query';
import { useMarkConsultationOutcome } from '../../../api/generated/hooks';
import type { SessionOutcome } from '../../../api/generated/model';
import { invalidateConsultationData } from './consultation-queries';

/** POST /api/consultation/{id}/outcome/ (the coach): «Состоялась» or «Клиент не пришёл». */
export function useMarkOutcome() {
  const queryClient = useQueryClient();
  const mark = useMarkConsultationOutcome({ mutation: { onSettled: () => invalidateConsultationData(queryClient) } });
  return { isPending: mark.isPending, mark: (id: number, outcome: SessionOutcome) => mark.mutate({ id, data: { outcome } }) };
}
