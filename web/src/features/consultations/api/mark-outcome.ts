import { useQueryClient } from '@tanstack/react-query';
import { useMarkConsultationOutcome } from '../../../api/generated/hooks';
import type { SessionOutcome } from '../../../api/generated/model';
import { showAlert } from '../../../components/alert/alert-store';
import { invalidateConsultationData } from './consultation-queries';

/** What the alert says once the outcome is marked. */
const markedTexts: Record<SessionOutcome, string> = {
  held: 'Сессия отмечена как состоявшаяся.',
  no_show: 'Отмечено, что клиент не пришёл на сессию.',
};

/**
 * POST /api/consultation/{id}/outcome/ (the coach): «Состоялась» or «Клиент не пришёл». The alert says
 * what was marked; a refusal's `detail` is the global alert. Either way the list reloads.
 */
export function useMarkOutcome() {
  const queryClient = useQueryClient();
  const mark = useMarkConsultationOutcome({
    mutation: {
      onSuccess: (_answer, { data }) => showAlert(200, markedTexts[data.outcome]),
      onSettled: () => invalidateConsultationData(queryClient),
    },
  });
  return { isPending: mark.isPending, mark: (id: number, outcome: SessionOutcome) => mark.mutate({ id, data: { outcome } }) };
}
