import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Consultation } from '../../../api/generated/model';

/**
 * `/lk?move=<id>`, the address of «Перенести» under a messenger reminder: once her sessions are
 * loaded, that session enters move mode, and the parameter leaves the address (a reload does not repeat it).
 */
export function useMoveFromLink(consultations: readonly Consultation[] | undefined, startMoving: (consultation: Consultation) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('move');
  useEffect(() => {
    if (!wanted || !consultations) return;
    const consultation = consultations.find((item) => String(item.id) === wanted);
    if (consultation) startMoving(consultation);
    setSearchParams((params) => {
      params.delete('move');
      return params;
    }, { replace: true });
  }, [wanted, consultations, startMoving, setSearchParams]);
}
