import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { DateTime } from 'luxon';
import { useId } from 'react';
import type { Consultation } from '../../../api/generated/model';
import { ConsultationCard } from './consultation-card';

export type ConsultationListProps = {
  consultations: readonly Consultation[] | undefined;
  loading?: boolean;
  /** Decides which sessions are still ahead (and may be cancelled). */
  now: DateTime;
  /** The signed-in user: a superuser sees e-mails and edits; anyone cancels their own future sessions. */
  viewer: { id: string; isSuperuser: boolean };
  onEdit: (consultation: Consultation) => void;
  onCancel: (consultation: Consultation) => void;
};

/** «Сессии» under the calendar, or «У вас пока нет сессий». */
export function ConsultationList({ consultations, loading = false, now, viewer, onEdit, onCancel }: ConsultationListProps) {
  const titleId = useId();
  if (loading && !consultations) {
    return (
      <Stack alignItems="center" sx={{ py: 3 }}>
        <CircularProgress size="sm" aria-label="Загрузка сессий" />
      </Stack>
    );
  }
  const items = consultations ?? [];
  const canCancel = (consultation: Consultation) =>
    DateTime.fromISO(consultation.date) > now && (viewer.isSuperuser || consultation.user.id === viewer.id);

  return (
    <Stack component="section" gap={1.5} aria-labelledby={titleId}>
      <Typography id={titleId} level="h4" component="h2">
        {items.length > 0 ? 'Сессии' : 'У вас пока нет сессий'}
      </Typography>
      {items.length > 0 ? (
        <Stack component="ul" gap={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((consultation) => (
            <li key={consultation.id}>
              <ConsultationCard
                consultation={consultation}
                showClient={viewer.isSuperuser}
                onEdit={viewer.isSuperuser ? () => onEdit(consultation) : undefined}
                onCancel={canCancel(consultation) ? () => onCancel(consultation) : undefined}
              />
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
