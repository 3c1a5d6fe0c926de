import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { Consultation } from '../../../api/generated/model';
import { CounterTextarea } from '../../../components/counter-textarea/counter-textarea';
import { AppModal } from '../../../components/modal/app-modal';
import { formatMoscowDateTime } from '../utils/moscow-time';

export type ConsultationEditDialogProps = {
  open: boolean;
  consultation: Consultation | null;
  saving?: boolean;
  onSave: (description: string) => void;
  onClose: () => void;
};

/**
 * «Редактирование сессии» (spec 2.5, superusers): the summary with the 3000 counter. Mount it with
 * `key={consultation.id}` so the text starts from the saved one.
 */
export function ConsultationEditDialog({ open, consultation, saving = false, onSave, onClose }: ConsultationEditDialogProps) {
  const [description, setDescription] = useState(consultation?.description ?? '');

  return (
    <AppModal open={open} title="Редактирование сессии" onClose={onClose} saving={saving} onSave={() => onSave(description)}>
      <Stack gap={2} sx={{ pt: 1 }}>
        {consultation ? (
          <Typography level="body-sm" textColor="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {formatMoscowDateTime(consultation.date)} · {consultation.user.email} ·{' '}
            {consultation.is_paid ? 'Оплачено' : 'Забронировано'}
          </Typography>
        ) : null}
        <CounterTextarea label="Описание сессии" value={description} onChange={setDescription} minRows={10} autoFocus />
      </Stack>
    </AppModal>
  );
}
