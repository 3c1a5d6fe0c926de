import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { Consultation } from '../../../api/generated/model';
import { CounterTextarea } from '../../../components/counter-textarea/counter-textarea';
import { AppModal } from '../../../components/modal/app-modal';
import { isMeetingUrl } from '../../../lib/meeting-url';
import { formatMoscowDateTime } from '../../../lib/moscow-time';

export type ConsultationEditDialogProps = {
  open: boolean;
  consultation: Consultation | null;
  saving?: boolean;
  /** `meetingUrl` is undefined when the room was left as it was, null for the coach's default room. */
  onSave: (description: string, meetingUrl?: string | null) => void;
  onClose: () => void;
};


/**
 * «Редактирование сессии» (spec 2.5, superusers): the summary with the 3000 counter, and the
 * session's meeting room (emptied: the default room). Mount it with `key={consultation.id}` so the
 * fields start from the saved ones.
 */
export function ConsultationEditDialog({ open, consultation, saving = false, onSave, onClose }: ConsultationEditDialogProps) {
  const [description, setDescription] = useState(consultation?.description ?? '');
  const shownRoom = consultation?.meeting_url ?? '';
  const [room, setRoom] = useState(shownRoom);
  const trimmedRoom = room.trim();
  const invalidRoom = trimmedRoom !== '' && !isMeetingUrl(trimmedRoom);
  const save = () => onSave(description, trimmedRoom === shownRoom ? undefined : trimmedRoom || null);

  return (
    <AppModal open={open} title="Редактирование сессии" onClose={onClose} saving={saving} saveDisabled={invalidRoom} onSave={save}>
      <Stack gap={2} sx={{ pt: 1 }}>
        {consultation ? (
          <Typography level="body-sm" textColor="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {formatMoscowDateTime(consultation.date)} · {consultation.user.email} ·{' '}
            {consultation.is_paid ? 'Оплачено' : 'Забронировано'}
          </Typography>
        ) : null}
        <CounterTextarea label="Описание сессии" value={description} onChange={setDescription} minRows={10} autoFocus />
        <FormControl error={invalidRoom}>
          <FormLabel>Ссылка на встречу</FormLabel>
          <Input value={room} placeholder="https://…" onChange={(event) => setRoom(event.target.value)} />
          <FormHelperText>
            {invalidRoom ? 'Нужна ссылка, начинающаяся с https://' : 'Только для этой сессии; пустое поле — ссылка по умолчанию. Клиент получит обновлённое приглашение.'}
          </FormHelperText>
        </FormControl>
      </Stack>
    </AppModal>
  );
}
